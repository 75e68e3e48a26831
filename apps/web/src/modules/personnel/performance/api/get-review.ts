import type { ReviewDetail } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PERFORMANCE_API, PERFORMANCE_KEY } from './keys';

export const reviewKey = (id: string) => [...PERFORMANCE_KEY, 'review', id] as const;

export const getReview = (id: string, signal?: AbortSignal) =>
  apiGet<ReviewDetail>(`${PERFORMANCE_API}/reviews/${id}`, { signal });

export const reviewQueryOptions = (id: string) =>
  queryOptions({ queryKey: reviewKey(id), queryFn: ({ signal }) => getReview(id, signal) });

/** The review page's review, prefetched by its route loader. */
export function useReview(id: string) {
  return useSuspenseQuery(reviewQueryOptions(id));
}
