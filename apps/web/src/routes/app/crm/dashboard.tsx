import { createFileRoute } from '@tanstack/react-router';
import { crmDashboardQueryOptions } from '@/modules/sales/dashboard/api/get-crm-dashboard';
import { crmOverviewQueryOptions } from '@/modules/sales/dashboard/api/get-overview';
import { CrmDashboardPage } from '@/modules/sales/dashboard/dashboard-page';
import { SALES_TITLES } from '@/modules/sales/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/crm/dashboard')({
  staticData: {
    title: SALES_TITLES.dashboard,
    requiresAuth: true,
    requiredPermission: 'view_all_projects',
    requiresFeature: 'sales_module',
  },
  loader: ({ context: { queryClient }, cause }) =>
    waitOnEnter(
      cause,
      Promise.all([
        queryClient.prefetchQuery(crmDashboardQueryOptions()),
        queryClient.prefetchQuery(crmOverviewQueryOptions()),
      ]),
    ),
  component: CrmDashboardPage,
});
