import type {
  ManagerReviewInput,
  Pagination,
  ReviewDetail,
  ReviewObjectivesInput,
  ReviewStatus,
  ReviewSummary,
  SelfReviewInput,
} from '@portale/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/platform/api-client';
import { PERFORMANCE_API, PERFORMANCE_KEY, queryString } from './keys';

export interface ReviewFilters {
  page?: number;
  per_page?: number;
  cycle_id?: string;
  year?: number;
  status?: ReviewStatus;
  person_id?: string;
}

export const reviewsQueryOptions = (filters: ReviewFilters) =>
  queryOptions({
    queryKey: [...PERFORMANCE_KEY, 'reviews', filters],
    queryFn: ({ signal }) =>
      apiGet<{ items: ReviewSummary[]; pagination: Pagination }>(
        `${PERFORMANCE_API}/reviews${queryString({ ...filters })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
export const useReviews = (filters: ReviewFilters) => useQuery(reviewsQueryOptions(filters));

export const reviewKey = (id: string) => [...PERFORMANCE_KEY, 'review', id] as const;
export const reviewQueryOptions = (id: string) =>
  queryOptions({
    queryKey: reviewKey(id),
    queryFn: ({ signal }) => apiGet<ReviewDetail>(`${PERFORMANCE_API}/reviews/${id}`, { signal }),
  });
export const useReview = (id: string) => useQuery(reviewQueryOptions(id));

/** Every change to a review refreshes the performance queries (lists, overview, widget). */
function useReviewMutation<TVars>(fn: (vars: TVars) => Promise<ReviewDetail | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (data) => {
      if (data) queryClient.setQueryData(reviewKey(data.id), data);
      return queryClient.invalidateQueries({ queryKey: PERFORMANCE_KEY });
    },
  });
}

export const useSaveObjectives = () =>
  useReviewMutation(({ id, body }: { id: string; body: ReviewObjectivesInput }) =>
    apiPut<ReviewDetail>(`${PERFORMANCE_API}/reviews/${id}/objectives`, body),
  );
export const useSaveSelfReview = () =>
  useReviewMutation(({ id, body }: { id: string; body: SelfReviewInput }) =>
    apiPut<ReviewDetail>(`${PERFORMANCE_API}/reviews/${id}/self-review`, body),
  );
export const useSaveManagerReview = () =>
  useReviewMutation(({ id, body }: { id: string; body: ManagerReviewInput }) =>
    apiPut<ReviewDetail>(`${PERFORMANCE_API}/reviews/${id}/manager-review`, body),
  );

export type ReviewStep = 'start-self-review' | 'submit-self-review' | 'complete' | 'reopen';
export const useReviewStep = () =>
  useReviewMutation(({ id, step }: { id: string; step: ReviewStep }) =>
    apiPost<ReviewDetail>(`${PERFORMANCE_API}/reviews/${id}/${step}`),
  );
export const useRemoveReview = () =>
  useReviewMutation(async (id: string) => {
    await apiDelete<null>(`${PERFORMANCE_API}/reviews/${id}`);
    return null;
  });
