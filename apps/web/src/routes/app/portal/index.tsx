import { createFileRoute } from '@tanstack/react-router';
import { portalOverviewQueryOptions } from '@/modules/sales/portal/api/get-overview';
import { PortalOverviewPage } from '@/modules/sales/portal/pages/overview-page';
import { PORTAL_TITLES } from '@/modules/sales/portal/titles';
import { waitOnEnter } from '@/platform/route-loading';

// The client portal (issue 18, docs/sales.md "Client portal"): a client account's own company, behind the sales
// module's flag; staff and employees get 403 from the guard, and 404 from the API.
export const Route = createFileRoute('/app/portal/')({
  staticData: {
    title: PORTAL_TITLES.group,
    requiresAuth: true,
    requiresFeature: 'sales_module',
    requiresClientAccount: true,
  },
  loader: ({ context: { queryClient }, cause }) =>
    waitOnEnter(cause, queryClient.prefetchQuery(portalOverviewQueryOptions())),
  component: PortalOverviewPage,
});
