import { createFileRoute } from '@tanstack/react-router';
import { proposalQueryOptions } from '@/modules/sales/proposals/api/get-proposal';
import { ProposalPage } from '@/modules/sales/proposals/pages/proposal-page';
import { SALES_TITLES } from '@/modules/sales/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/crm/proposals/$proposalId/')({
  staticData: {
    title: SALES_TITLES.proposals,
    breadcrumb: SALES_TITLES.proposal,
    crumbParent: '/app/crm/proposals',
    requiresAuth: true,
    requiredPermission: 'view_all_projects',
    requiresFeature: 'sales_module',
  },
  // A failure shows on the page, with 'Riprova'.
  loader: ({ context: { queryClient }, params: { proposalId }, cause }) =>
    waitOnEnter(cause, queryClient.prefetchQuery(proposalQueryOptions(proposalId))),
  component: ProposalPage,
});
