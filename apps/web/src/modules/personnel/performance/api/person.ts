import type { PersonPerformance, PersonPerformanceYear } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PERFORMANCE_API, PERFORMANCE_KEY } from './keys';

export const personPerformanceQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...PERFORMANCE_KEY, 'person', userId],
    queryFn: ({ signal }) => apiGet<PersonPerformance>(`${PERFORMANCE_API}/people/${userId}`, { signal }),
  });
export const usePersonPerformance = (userId: string) => useQuery(personPerformanceQueryOptions(userId));

export const personYearQueryOptions = (userId: string, year: number) =>
  queryOptions({
    queryKey: [...PERFORMANCE_KEY, 'person', userId, year],
    queryFn: ({ signal }) =>
      apiGet<PersonPerformanceYear>(`${PERFORMANCE_API}/people/${userId}/years/${year}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const usePersonYear = (userId: string, year: number) => useQuery(personYearQueryOptions(userId, year));
