import type { AnalyzePatternResult } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useInProgressStore } from '../in-progress-store';
import { aiPost } from './ai-client';
import { SELF_HEALING_KEY } from './keys';

export type AnalyzeInput = { id: string; force_reanalysis: boolean };

export const analyzePattern = ({ id, force_reanalysis }: AnalyzeInput) =>
  aiPost<AnalyzePatternResult>(`/api/self-healing/patterns/${encodeURIComponent(id)}/analyze`, { force_reanalysis });

/** Marks the pattern as in progress until the answer (spec §4), then refreshes it: it is now analysed. */
export function useAnalyzePattern() {
  const queryClient = useQueryClient();
  const { start, finish } = useInProgressStore.getState();
  return useMutation({
    mutationFn: analyzePattern,
    onMutate: ({ id }) => start('analysis', id),
    onSettled: (_data, _error, { id }) => finish('analysis', id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SELF_HEALING_KEY }),
  });
}
