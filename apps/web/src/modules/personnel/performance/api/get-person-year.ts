import type { PersonPerformanceYear } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PERFORMANCE_API, PERFORMANCE_KEY } from './keys';

export const getPersonYear = (userId: string, year: number, signal?: AbortSignal) =>
  apiGet<PersonPerformanceYear>(`${PERFORMANCE_API}/people/${userId}/years/${year}`, { signal });

export const personYearQueryOptions = (userId: string, year: number) =>
  queryOptions({
    queryKey: [...PERFORMANCE_KEY, 'person', userId, year],
    queryFn: ({ signal }) => getPersonYear(userId, year, signal),
  });

/** A person's reviews of one year; the route loader prefetches the year of the URL. */
export function usePersonYear(userId: string, year: number) {
  return useSuspenseQuery(personYearQueryOptions(userId, year));
}
