import type { TeamAbsences } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { REQUESTS_KEY } from './keys';

export type AbsencesQuery = { from: string; to: string; include_pending: boolean };

export const getTeamAbsences = ({ from, to, include_pending }: AbsencesQuery, signal?: AbortSignal) =>
  apiGet<TeamAbsences>(`/api/timesheet/absences?from=${from}&to=${to}&include_pending=${include_pending}`, { signal });

// Under REQUESTS_KEY so approving or cancelling a request refreshes the calendar too.
export const teamAbsencesQueryOptions = (query: AbsencesQuery) =>
  queryOptions({
    queryKey: [...REQUESTS_KEY, 'absences', query],
    queryFn: ({ signal }) => getTeamAbsences(query, signal),
  });

/** The month's absences; the route loader prefetches the month of the URL. */
export function useTeamAbsences(query: AbsencesQuery) {
  return useSuspenseQuery(teamAbsencesQueryOptions(query));
}
