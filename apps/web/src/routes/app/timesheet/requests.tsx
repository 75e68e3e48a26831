import { createFileRoute } from '@tanstack/react-router';
import { RequestsPage } from '@/modules/timesheet/requests/requests-page';
import { RequestsSearch } from '@/modules/timesheet/requests/requests-search';
import { TIMESHEET_TEXT } from '@/modules/timesheet/strings';

export const Route = createFileRoute('/app/timesheet/requests')({
  staticData: {
    title: TIMESHEET_TEXT.requests,
    requiresAuth: true,
    requiredPermission: 'manage_timesheets',
    requiresFeature: 'timesheet_module',
  },
  validateSearch: RequestsSearch,
  component: RequestsPage,
});
