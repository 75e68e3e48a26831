import { createFileRoute } from '@tanstack/react-router';
import { portalContractsQueryOptions } from '@/modules/sales/portal/api/list-contracts';
import { PortalContractsPage } from '@/modules/sales/portal/pages/contracts-page';
import { PORTAL_TITLES } from '@/modules/sales/portal/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/portal/contracts/')({
  staticData: {
    title: PORTAL_TITLES.contracts,
    crumbParent: '/app/portal',
    requiresAuth: true,
    requiresFeature: 'sales_module',
    requiresClientAccount: true,
  },
  loader: ({ context: { queryClient }, cause }) =>
    waitOnEnter(cause, queryClient.prefetchQuery(portalContractsQueryOptions())),
  component: PortalContractsPage,
});
