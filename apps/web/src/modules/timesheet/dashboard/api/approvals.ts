import type { TimesheetApproval } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { TIMESHEET_DASHBOARD_KEY } from './dashboard';

export const getTimesheetApprovals = (signal?: AbortSignal) =>
  apiGet<TimesheetApproval[]>('/api/timesheet/approvals', { signal });

export const timesheetApprovalsQueryOptions = () =>
  queryOptions({
    queryKey: [...TIMESHEET_DASHBOARD_KEY, 'approvals'],
    queryFn: ({ signal }) => getTimesheetApprovals(signal),
  });

export function useTimesheetApprovals() {
  return useQuery(timesheetApprovalsQueryOptions());
}
