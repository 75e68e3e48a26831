import type { HealingSession } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/platform/api-client';
import { SELF_HEALING_KEY } from './keys';

export type CompleteSessionInput = { id: string; outcome_notes?: string; resolve_pattern: boolean };

export const completeSession = ({ id, ...body }: CompleteSessionInput) =>
  apiPut<HealingSession>(`/api/self-healing/sessions/${encodeURIComponent(id)}/complete`, body);

export function useCompleteSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SELF_HEALING_KEY }),
  });
}
