import { createFileRoute } from '@tanstack/react-router';
import { portalOverviewQueryOptions } from '@/modules/sales/portal/api/get-overview';
import { portalProposalQueryOptions } from '@/modules/sales/portal/api/get-proposal';
import { PortalProposalPage } from '@/modules/sales/portal/pages/proposal-page';
import { PORTAL_TITLES } from '@/modules/sales/portal/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/portal/proposals/$proposalId')({
  staticData: {
    title: PORTAL_TITLES.proposal,
    crumbParent: '/app/portal/proposals',
    requiresAuth: true,
    requiresFeature: 'sales_module',
    requiresClientAccount: true,
  },
  // The proposal, and the company's name the acceptance's summary shows.
  loader: ({ context: { queryClient }, params: { proposalId }, cause }) =>
    waitOnEnter(
      cause,
      Promise.all([
        queryClient.prefetchQuery(portalProposalQueryOptions(proposalId)),
        queryClient.prefetchQuery(portalOverviewQueryOptions()),
      ]),
    ),
  component: PortalProposalPage,
});
