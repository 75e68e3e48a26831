import type { LeaveBalance } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { REQUESTS_KEY } from './keys';

export const getBalances = (year: number, signal?: AbortSignal) =>
  apiGet<LeaveBalance[]>(`/api/timesheet/requests/balances?year=${year}`, { signal });

export const balancesQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...REQUESTS_KEY, 'balances', year],
    queryFn: ({ signal }) => getBalances(year, signal),
  });

/** The year's balances; the route loader prefetches the year of the URL. */
export function useBalances(year: number) {
  return useSuspenseQuery(balancesQueryOptions(year));
}
