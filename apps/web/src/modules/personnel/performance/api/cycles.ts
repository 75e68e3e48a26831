import type {
  ReviewCandidates,
  ReviewCycle,
  ReviewCycleInput,
  ReviewParticipantsInput,
  ReviewParticipantsResult,
} from '@portale/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/platform/api-client';
import { PERFORMANCE_API, PERFORMANCE_KEY } from './keys';

export const reviewCandidatesQueryOptions = () =>
  queryOptions({
    queryKey: [...PERFORMANCE_KEY, 'candidates'],
    queryFn: ({ signal }) => apiGet<ReviewCandidates>(`${PERFORMANCE_API}/candidates`, { signal }),
  });
export const useReviewCandidates = (enabled: boolean) => useQuery({ ...reviewCandidatesQueryOptions(), enabled });

/** Saving or deleting a cycle refreshes every performance query (overview progress, lists). */
function useInvalidating<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERFORMANCE_KEY }),
  });
}

export const useSaveCycle = () =>
  useInvalidating(({ id, body }: { id: string | null; body: ReviewCycleInput }) =>
    id
      ? apiPut<ReviewCycle>(`${PERFORMANCE_API}/cycles/${id}`, body)
      : apiPost<ReviewCycle>(`${PERFORMANCE_API}/cycles`, body),
  );

export const useDeleteCycle = () => useInvalidating((id: string) => apiDelete<null>(`${PERFORMANCE_API}/cycles/${id}`));

export const useAddParticipants = () =>
  useInvalidating(({ cycleId, body }: { cycleId: string; body: ReviewParticipantsInput }) =>
    apiPost<ReviewParticipantsResult>(`${PERFORMANCE_API}/cycles/${cycleId}/participants`, body),
  );
