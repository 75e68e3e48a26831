import type { Holiday } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

export const holidaysQueryKey = ['calendar', 'holidays'] as const;

/** National holidays (Easter computed) and closures of a year, plus the patron day of one location if given. */
export function getHolidays(year: number, locationId: string | null, signal?: AbortSignal) {
  const query = new URLSearchParams({ year: String(year) });
  if (locationId) query.set('location_id', locationId);
  return apiGet<Holiday[]>(`/api/calendar/holidays?${query}`, { signal });
}

export const holidaysQueryOptions = (year: number, locationId: string | null) =>
  queryOptions({
    queryKey: [...holidaysQueryKey, year, locationId],
    queryFn: ({ signal }) => getHolidays(year, locationId, signal),
  });

export function useHolidays(year: number, locationId: string | null) {
  return useSuspenseQuery(holidaysQueryOptions(year, locationId));
}
