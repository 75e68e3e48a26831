import { todayInRome } from '@portale/shared';
import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '@/modules/timesheet/analytics/analytics-page';
import { AnalyticsSearch } from '@/modules/timesheet/analytics/analytics-search';
import { analyticsOptionsQueryOptions } from '@/modules/timesheet/analytics/api/analytics-options';
import { budgetReportQueryOptions } from '@/modules/timesheet/analytics/api/budget-report';
import { hoursReportQueryOptions } from '@/modules/timesheet/analytics/api/hours-report';
import { utilisationReportQueryOptions } from '@/modules/timesheet/analytics/api/utilisation-report';
import { reportState } from '@/modules/timesheet/analytics/period';
import { TIMESHEET_TITLES } from '@/modules/timesheet/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/timesheet/analytics')({
  staticData: {
    title: TIMESHEET_TITLES.analytics,
    requiresAuth: true,
    requiredPermission: 'admin_access',
    requiresFeature: 'timesheet_module',
  },
  validateSearch: AnalyticsSearch,
  // A new tab, period or filter runs the loader again; the report shown stays until the next one is there.
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) => {
    const { tab, group, filters } = reportState(deps, todayInRome());
    return waitOnEnter(
      cause,
      Promise.all([
        queryClient.prefetchQuery(analyticsOptionsQueryOptions()),
        // The hours feed the tiles whatever the tab; nothing is asked for an invalid period.
        filters && queryClient.prefetchQuery(hoursReportQueryOptions({ ...filters, group_by: group })),
        filters && tab === 'utilisation' && queryClient.prefetchQuery(utilisationReportQueryOptions(filters)),
        filters && tab === 'budget' && queryClient.prefetchQuery(budgetReportQueryOptions(filters)),
      ]),
    );
  },
  component: AnalyticsPage,
});
