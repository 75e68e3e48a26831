import { createFileRoute } from '@tanstack/react-router';
import { portalProposalsQueryOptions } from '@/modules/sales/portal/api/list-proposals';
import { PortalProposalsPage } from '@/modules/sales/portal/pages/proposals-page';
import { PORTAL_TITLES } from '@/modules/sales/portal/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/portal/proposals/')({
  staticData: {
    title: PORTAL_TITLES.proposals,
    crumbParent: '/app/portal',
    requiresAuth: true,
    requiresFeature: 'sales_module',
    requiresClientAccount: true,
  },
  loader: ({ context: { queryClient }, cause }) =>
    waitOnEnter(cause, queryClient.prefetchQuery(portalProposalsQueryOptions())),
  component: PortalProposalsPage,
});
