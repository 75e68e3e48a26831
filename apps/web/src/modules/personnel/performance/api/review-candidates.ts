import type { ReviewCandidates } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PERSONNEL_KEYS } from '../../query-keys';
import { PERFORMANCE_API } from './keys';

export const getReviewCandidates = (signal?: AbortSignal) =>
  apiGet<ReviewCandidates>(`${PERFORMANCE_API}/candidates`, { signal });

/** The active staff and departments a cycle may include (the people area refreshes it when staff change). */
export const reviewCandidatesQueryOptions = () =>
  queryOptions({ queryKey: PERSONNEL_KEYS.reviewCandidates, queryFn: ({ signal }) => getReviewCandidates(signal) });

/** Asked only once the participants dialog opens. */
export function useReviewCandidates(enabled: boolean) {
  return useQuery({ ...reviewCandidatesQueryOptions(), enabled });
}
