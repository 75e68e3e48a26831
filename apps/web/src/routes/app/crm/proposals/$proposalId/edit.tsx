import { createFileRoute } from '@tanstack/react-router';
import { clientFilterOptionsQueryOptions } from '@/modules/sales/clients/api/client-filter-options';
import { proposalQueryOptions } from '@/modules/sales/proposals/api/get-proposal';
import { pipelinesQueryOptions } from '@/modules/sales/proposals/api/pipelines';
import { ProposalFormPage } from '@/modules/sales/proposals/pages/proposal-form-page';
import { proposalDraftKey } from '@/modules/sales/proposals/proposal-form-draft';
import { SALES_TITLES } from '@/modules/sales/titles';
import { draftByKeyQueryOptions } from '@/platform/drafts/api/draft-by-key';

export const Route = createFileRoute('/app/crm/proposals/$proposalId/edit')({
  staticData: {
    title: SALES_TITLES.proposals,
    breadcrumb: SALES_TITLES.editProposal,
    crumbParent: '/app/crm/proposals',
    requiresAuth: true,
    requiredPermission: 'edit_project',
    requiresFeature: 'sales_module',
  },
  // The proposal, the pipelines, the owners to choose from and the user's unsaved draft of this proposal.
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.prefetchQuery(proposalQueryOptions(params.proposalId)),
      queryClient.prefetchQuery(pipelinesQueryOptions()),
      queryClient.prefetchQuery(clientFilterOptionsQueryOptions()),
      queryClient.prefetchQuery(draftByKeyQueryOptions(proposalDraftKey(params.proposalId))),
    ]),
  component: EditProposalRoute,
});

function EditProposalRoute() {
  const { proposalId } = Route.useParams();
  return <ProposalFormPage key={proposalId} proposalId={proposalId} />;
}
