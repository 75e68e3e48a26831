import { createFileRoute } from '@tanstack/react-router';
import { clientFilterOptionsQueryOptions } from '@/modules/sales/clients/api/client-filter-options';
import { proposalQueryOptions } from '@/modules/sales/contracts/api/get-proposal';
import { contractDraftKey } from '@/modules/sales/contracts/contract-form-values';
import { ContractFormPage } from '@/modules/sales/contracts/pages/contract-form-page';
import { NewContractSearch } from '@/modules/sales/contracts/search';
import { SALES_TITLES } from '@/modules/sales/titles';
import { draftByKeyQueryOptions } from '@/platform/drafts/api/draft-by-key';

// Spec §2: crm/contracts/new; `?proposal=` starts from an accepted proposal (its client and title).
export const Route = createFileRoute('/app/crm/contracts/new')({
  staticData: {
    title: SALES_TITLES.contracts,
    breadcrumb: SALES_TITLES.newContract,
    crumbParent: '/app/crm/contracts',
    requiresAuth: true,
    requiredPermission: 'manage_contracts',
    requiresFeature: 'sales_module',
  },
  validateSearch: NewContractSearch,
  loaderDeps: ({ search }) => search,
  // The owners to choose from, the proposal it starts from and the user's unsaved draft of it.
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.prefetchQuery(clientFilterOptionsQueryOptions()),
      queryClient.prefetchQuery(draftByKeyQueryOptions(contractDraftKey(undefined, deps.proposal))),
      deps.proposal ? queryClient.prefetchQuery(proposalQueryOptions(deps.proposal)) : undefined,
    ]),
  component: NewContractRoute,
});

function NewContractRoute() {
  const { proposal } = Route.useSearch();
  return <ContractFormPage key={proposal ?? 'new'} proposalId={proposal} />;
}
