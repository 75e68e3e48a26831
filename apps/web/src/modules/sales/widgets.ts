import type { DashboardWidget } from '@/platform/dashboard/widgets';
import { crmDashboardQueryOptions } from './dashboard/api/get-crm-dashboard';
import { ExpiringContractsCard, FollowUpCard } from './dashboard/components/home-cards';
import { SALES_TEXT } from './dashboard/strings';

/** Cards of the sales module on /app/dashboard, for the CRM's readers; app/dashboard-widget-registry.ts lists it. */
export const salesWidgets: DashboardWidget[] = [
  {
    id: 'sales.follow-up',
    title: SALES_TEXT.followUp,
    order: 40,
    requiredPermission: 'view_all_projects',
    requiresFeature: 'sales_module',
    component: FollowUpCard,
    prefetch: (queryClient) => queryClient.prefetchQuery(crmDashboardQueryOptions()),
  },
  {
    id: 'sales.expiring-contracts',
    title: SALES_TEXT.expiring,
    order: 41,
    requiredPermission: 'view_all_projects',
    requiresFeature: 'sales_module',
    component: ExpiringContractsCard,
    prefetch: (queryClient) => queryClient.prefetchQuery(crmDashboardQueryOptions()),
  },
];
