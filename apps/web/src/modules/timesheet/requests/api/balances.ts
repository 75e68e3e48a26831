import type { LeaveBalance } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { REQUESTS_KEY } from './keys';

export const getBalances = (year: number, signal?: AbortSignal) =>
  apiGet<LeaveBalance[]>(`/api/timesheet/requests/balances?year=${year}`, { signal });

export const balancesQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...REQUESTS_KEY, 'balances', year],
    queryFn: ({ signal }) => getBalances(year, signal),
  });

export function useBalances(year: number) {
  return useQuery({ ...balancesQueryOptions(year), placeholderData: keepPreviousData });
}
