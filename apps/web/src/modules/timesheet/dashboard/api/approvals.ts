import type { TimesheetApproval } from '@portale/shared';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { TIMESHEET_DASHBOARD_KEY } from './dashboard';

export const getTimesheetApprovals = (signal?: AbortSignal) =>
  apiGet<TimesheetApproval[]>('/api/timesheet/approvals', { signal });

export const timesheetApprovalsQueryOptions = () =>
  queryOptions({
    queryKey: [...TIMESHEET_DASHBOARD_KEY, 'approvals'],
    queryFn: ({ signal }) => getTimesheetApprovals(signal),
  });

/** Submitted weeks the caller may decide; the route loader prefetches them. */
export function useTimesheetApprovals() {
  return useSuspenseQuery(timesheetApprovalsQueryOptions());
}

/** How many, without suspending (the headline numbers fall back to the summary's count). */
export function useTimesheetApprovalsCount() {
  return useQuery(timesheetApprovalsQueryOptions()).data?.length;
}
