import type { TimesheetDashboard } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

/** Every query of this page starts with this key, so a decision refreshes them all. */
export const TIMESHEET_DASHBOARD_KEY = ['timesheet', 'dashboard'] as const;

export const getTimesheetDashboard = (signal?: AbortSignal) =>
  apiGet<TimesheetDashboard>('/api/timesheet/dashboard', { signal });

export const timesheetDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...TIMESHEET_DASHBOARD_KEY, 'summary'],
    queryFn: ({ signal }) => getTimesheetDashboard(signal),
  });

export function useTimesheetDashboard() {
  return useQuery(timesheetDashboardQueryOptions());
}
