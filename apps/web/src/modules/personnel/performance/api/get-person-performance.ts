import type { PersonPerformance } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PERFORMANCE_API, PERFORMANCE_KEY } from './keys';

export const getPersonPerformance = (userId: string, signal?: AbortSignal) =>
  apiGet<PersonPerformance>(`${PERFORMANCE_API}/people/${userId}`, { signal });

export const personPerformanceQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...PERFORMANCE_KEY, 'person', userId],
    queryFn: ({ signal }) => getPersonPerformance(userId, signal),
  });

/** The person page's "Valutazioni" tab, inside the tab's boundary. */
export function usePersonPerformance(userId: string) {
  return useSuspenseQuery(personPerformanceQueryOptions(userId));
}
