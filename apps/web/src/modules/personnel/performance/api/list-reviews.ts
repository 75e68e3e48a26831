import type { Pagination, ReviewStatus, ReviewSummary } from '@portale/shared';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import { PERFORMANCE_API, PERFORMANCE_KEY } from './keys';

export interface ReviewFilters {
  page?: number;
  per_page?: number;
  cycle_id?: string;
  year?: number;
  status?: ReviewStatus;
  person_id?: string;
}
export type ReviewsPage = { items: ReviewSummary[]; pagination: Pagination };

export const listReviews = (filters: ReviewFilters, signal?: AbortSignal) =>
  apiGet<ReviewsPage>(`${PERFORMANCE_API}/reviews${queryString({ ...filters })}`, { signal });

export const reviewsQueryOptions = (filters: ReviewFilters) =>
  queryOptions({
    queryKey: [...PERFORMANCE_KEY, 'reviews', filters],
    queryFn: ({ signal }) => listReviews(filters, signal),
  });

/** The page of reviews for the URL's filters, prefetched by the route loader. */
export function useReviews(filters: ReviewFilters) {
  return useSuspenseQuery(reviewsQueryOptions(filters));
}

/** Every review this user may see (up to 100): the cycles, years and people the filters offer. */
export const ALL_REVIEWS: ReviewFilters = { per_page: 100 };
export function useAllReviews() {
  return useQuery(reviewsQueryOptions(ALL_REVIEWS));
}
