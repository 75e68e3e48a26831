import type { LeaveRequestList } from '@portale/shared';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { TIMESHEET_DASHBOARD_KEY } from './dashboard';

/** The team's pending leave requests, from the requests area's API (the caller may decide them). */
export const getPendingLeave = (signal?: AbortSignal) =>
  apiGet<LeaveRequestList>('/api/timesheet/requests?scope=team&status=in_attesa&per_page=100', { signal });

export const pendingLeaveQueryOptions = () =>
  queryOptions({ queryKey: [...TIMESHEET_DASHBOARD_KEY, 'leave'], queryFn: ({ signal }) => getPendingLeave(signal) });

/** The route loader prefetches them. */
export function usePendingLeave() {
  return useSuspenseQuery(pendingLeaveQueryOptions());
}

/** The same list without suspending, for the headline count. */
export function usePendingLeaveSummary() {
  return useQuery(pendingLeaveQueryOptions()).data;
}
