import type { ReviewCandidates } from '@portale/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PERSONNEL_KEYS } from '../../query-keys';
import { PERFORMANCE_API } from './keys';

export const getReviewCandidates = (signal?: AbortSignal) =>
  apiGet<ReviewCandidates>(`${PERFORMANCE_API}/candidates`, { signal });

/**
 * The active staff and departments a cycle may include (the people area refreshes it when staff change); read
 * suspending by the participants dialog once it opens.
 */
export const reviewCandidatesQueryOptions = () =>
  queryOptions({ queryKey: PERSONNEL_KEYS.reviewCandidates, queryFn: ({ signal }) => getReviewCandidates(signal) });
