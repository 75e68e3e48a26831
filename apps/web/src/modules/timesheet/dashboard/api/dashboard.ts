import type { TimesheetDashboard } from '@portale/shared';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { TIMESHEET_KEYS } from '../../query-keys';

/** Every query of this page starts with this key, so a decision refreshes them all. */
export const TIMESHEET_DASHBOARD_KEY = TIMESHEET_KEYS.dashboard;

export const getTimesheetDashboard = (signal?: AbortSignal) =>
  apiGet<TimesheetDashboard>('/api/timesheet/dashboard', { signal });

export const timesheetDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...TIMESHEET_DASHBOARD_KEY, 'summary'],
    queryFn: ({ signal }) => getTimesheetDashboard(signal),
  });

/** Hours, missing timesheets and today's absences; the route loader prefetches them. */
export function useTimesheetDashboard() {
  return useSuspenseQuery(timesheetDashboardQueryOptions());
}

/** Without suspending: the header's scope, from what the route loader prefetched. */
export function useDashboardScope() {
  return useQuery(timesheetDashboardQueryOptions()).data?.scope;
}
