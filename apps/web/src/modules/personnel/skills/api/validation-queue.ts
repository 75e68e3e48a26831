import type { ValidationQueue } from '@portale/shared';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { SKILLS_API, SKILLS_KEY } from './keys';

export const getValidationQueue = (signal?: AbortSignal) =>
  apiGet<ValidationQueue>(`${SKILLS_API}/validations`, { signal });

/** The self levels waiting for this user's validation, and whether they validate anyone. */
export const validationQueueQueryOptions = () =>
  queryOptions({ queryKey: [...SKILLS_KEY, 'validations'], queryFn: ({ signal }) => getValidationQueue(signal) });

export function useValidationQueue() {
  return useSuspenseQuery(validationQueueQueryOptions());
}
/** Without suspending: the page's tabs and the pending count, from what the route loader prefetched. */
export function useValidationQueueSummary() {
  return useQuery(validationQueueQueryOptions()).data;
}
