import type { CompanyClosure } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

export const closuresQueryKey = ['admin', 'closures'] as const;

/** The closures that touch `year` (a closure over New Year's Eve shows in both years). */
export const getClosures = (year: number, signal?: AbortSignal) =>
  apiGet<CompanyClosure[]>(`/api/admin/closures?year=${year}`, { signal });

export const closuresQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...closuresQueryKey, year],
    queryFn: ({ signal }) => getClosures(year, signal),
  });

export function useClosures(year: number) {
  return useSuspenseQuery(closuresQueryOptions(year));
}
