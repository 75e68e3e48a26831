import type { AiPromptResult } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useInProgressStore } from '../in-progress-store';
import { aiPost } from './ai-client';
import { SELF_HEALING_KEY } from './keys';

export type GeneratePromptInput = { id: string; include_context: boolean };

export const generatePrompt = ({ id, include_context }: GeneratePromptInput) =>
  aiPost<AiPromptResult>(`/api/self-healing/patterns/${encodeURIComponent(id)}/generate-prompt`, { include_context });

/** Spec §4: an in-progress marker per pattern while the prompt is generated; a new healing session starts. */
export function useGeneratePrompt() {
  const queryClient = useQueryClient();
  const { start, finish, savePrompt } = useInProgressStore.getState();
  return useMutation({
    mutationFn: generatePrompt,
    onMutate: ({ id }) => start('prompt', id),
    onSettled: (_data, _error, { id }) => finish('prompt', id),
    onSuccess: (result, { id }) => {
      savePrompt(id, result);
      return queryClient.invalidateQueries({ queryKey: SELF_HEALING_KEY });
    },
  });
}
