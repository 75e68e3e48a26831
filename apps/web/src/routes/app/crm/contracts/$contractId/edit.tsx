import { createFileRoute } from '@tanstack/react-router';
import { clientFilterOptionsQueryOptions } from '@/modules/sales/clients/api/client-filter-options';
import { contractQueryOptions } from '@/modules/sales/contracts/api/get-contract';
import { contractDraftKey } from '@/modules/sales/contracts/contract-form-values';
import { ContractFormPage } from '@/modules/sales/contracts/pages/contract-form-page';
import { SALES_TITLES } from '@/modules/sales/titles';
import { draftByKeyQueryOptions } from '@/platform/drafts/api/draft-by-key';

export const Route = createFileRoute('/app/crm/contracts/$contractId/edit')({
  staticData: {
    title: SALES_TITLES.contracts,
    breadcrumb: SALES_TITLES.editContract,
    crumbParent: '/app/crm/contracts',
    requiresAuth: true,
    requiredPermission: 'manage_contracts',
    requiresFeature: 'sales_module',
  },
  // The contract, the owners to choose from and the user's unsaved draft of this contract.
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.prefetchQuery(contractQueryOptions(params.contractId)),
      queryClient.prefetchQuery(clientFilterOptionsQueryOptions()),
      queryClient.prefetchQuery(draftByKeyQueryOptions(contractDraftKey(params.contractId))),
    ]),
  component: EditContractRoute,
});

function EditContractRoute() {
  const { contractId } = Route.useParams();
  return <ContractFormPage key={contractId} contractId={contractId} />;
}
