import type { ReviewParticipantsInput, ReviewParticipantsResult } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { PERFORMANCE_API, PERFORMANCE_KEY } from './keys';

export const addParticipants = (cycleId: string, body: ReviewParticipantsInput) =>
  apiPost<ReviewParticipantsResult>(`${PERFORMANCE_API}/cycles/${cycleId}/participants`, body);

/** Creates a review per participant (those already in the cycle are skipped). */
export function useAddParticipants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cycleId, body }: { cycleId: string; body: ReviewParticipantsInput }) =>
      addParticipants(cycleId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERFORMANCE_KEY }),
  });
}
