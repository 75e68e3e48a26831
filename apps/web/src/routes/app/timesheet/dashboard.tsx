import { createFileRoute } from '@tanstack/react-router';
import { timesheetApprovalsQueryOptions } from '@/modules/timesheet/dashboard/api/approvals';
import { timesheetDashboardQueryOptions } from '@/modules/timesheet/dashboard/api/dashboard';
import { pendingLeaveQueryOptions } from '@/modules/timesheet/dashboard/api/pending-leave';
import { TimesheetDashboardPage } from '@/modules/timesheet/dashboard/dashboard-page';
import { TIMESHEET_TITLES } from '@/modules/timesheet/titles';

export const Route = createFileRoute('/app/timesheet/dashboard')({
  staticData: {
    title: TIMESHEET_TITLES.dashboard,
    requiresAuth: true,
    requiredPermission: 'view_all_projects',
    requiresFeature: 'timesheet_module',
  },
  // prefetchQuery never throws: a failure is shown by the card's QueryBoundary, with 'Riprova'.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchQuery(timesheetDashboardQueryOptions()),
      queryClient.prefetchQuery(timesheetApprovalsQueryOptions()),
      queryClient.prefetchQuery(pendingLeaveQueryOptions()),
    ]),
  component: TimesheetDashboardPage,
});
