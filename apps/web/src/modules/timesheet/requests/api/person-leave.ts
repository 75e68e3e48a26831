import type { PersonLeave } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { REQUESTS_KEY } from './keys';

export const getPersonLeave = (personId: string, year: number, signal?: AbortSignal) =>
  apiGet<PersonLeave>(`/api/timesheet/people/${personId}/leave?year=${year}`, { signal });

// Under REQUESTS_KEY: a request approved or cancelled elsewhere changes these balances too.
export const personLeaveQueryOptions = (personId: string, year: number) =>
  queryOptions({
    queryKey: [...REQUESTS_KEY, 'person', personId, year],
    queryFn: ({ signal }) => getPersonLeave(personId, year, signal),
  });

/** One person's balances of a year and HR's adjustments; read suspending inside the tab's boundary. */
export function usePersonLeave(personId: string, year: number) {
  return useSuspenseQuery(personLeaveQueryOptions(personId, year));
}
