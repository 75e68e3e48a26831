import { createFileRoute } from '@tanstack/react-router';
import { clientFilterOptionsQueryOptions } from '@/modules/sales/clients/api/client-filter-options';
import { pipelinesQueryOptions } from '@/modules/sales/proposals/api/pipelines';
import { ProposalFormPage } from '@/modules/sales/proposals/pages/proposal-form-page';
import { proposalDraftKey } from '@/modules/sales/proposals/proposal-form-draft';
import { NewProposalSearch } from '@/modules/sales/proposals/search';
import { SALES_TITLES } from '@/modules/sales/titles';
import { draftByKeyQueryOptions } from '@/platform/drafts/api/draft-by-key';

// Spec §2: crm/proposals/new and crm/proposals/create are the same page; `?client=` preselects the client.
export const Route = createFileRoute('/app/crm/proposals/create')({
  staticData: {
    title: SALES_TITLES.proposals,
    breadcrumb: SALES_TITLES.newProposal,
    crumbParent: '/app/crm/proposals',
    requiresAuth: true,
    requiredPermission: 'edit_project',
    requiresFeature: 'sales_module',
  },
  validateSearch: NewProposalSearch,
  // The pipelines, the owners to choose from and the user's unsaved draft of a new proposal.
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      queryClient.prefetchQuery(pipelinesQueryOptions()),
      queryClient.prefetchQuery(clientFilterOptionsQueryOptions()),
      queryClient.prefetchQuery(draftByKeyQueryOptions(proposalDraftKey(undefined))),
    ]),
  component: NewProposalRoute,
});

function NewProposalRoute() {
  const { client, pipeline } = Route.useSearch();
  return <ProposalFormPage clientId={client} pipelineId={pipeline} />;
}
