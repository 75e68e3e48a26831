import type { ReviewCycle, ReviewCycleInput } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/platform/api-client';
import { PERFORMANCE_API, PERFORMANCE_KEY } from './keys';

export const saveCycle = (id: string | null, body: ReviewCycleInput) =>
  id
    ? apiPut<ReviewCycle>(`${PERFORMANCE_API}/cycles/${id}`, body)
    : apiPost<ReviewCycle>(`${PERFORMANCE_API}/cycles`, body);

/** Creates (no id) or updates a cycle; the overview's progress and the lists follow. */
export function useSaveCycle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ReviewCycleInput }) => saveCycle(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERFORMANCE_KEY }),
  });
}
