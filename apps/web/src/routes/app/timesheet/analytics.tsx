import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '@/modules/timesheet/analytics/analytics-page';
import { AnalyticsSearch } from '@/modules/timesheet/analytics/analytics-search';
import { TIMESHEET_TEXT } from '@/modules/timesheet/strings';

export const Route = createFileRoute('/app/timesheet/analytics')({
  staticData: {
    title: TIMESHEET_TEXT.analytics,
    requiresAuth: true,
    requiredPermission: 'admin_access',
    requiresFeature: 'timesheet_module',
  },
  validateSearch: AnalyticsSearch,
  component: AnalyticsPage,
});
