import { createFileRoute } from '@tanstack/react-router';
import { TimesheetDashboardPage } from '@/modules/timesheet/dashboard/dashboard-page';
import { TIMESHEET_TEXT } from '@/modules/timesheet/strings';

export const Route = createFileRoute('/app/timesheet/dashboard')({
  staticData: {
    title: TIMESHEET_TEXT.dashboard,
    requiresAuth: true,
    requiredPermission: 'view_all_projects',
    requiresFeature: 'timesheet_module',
  },
  component: TimesheetDashboardPage,
});
