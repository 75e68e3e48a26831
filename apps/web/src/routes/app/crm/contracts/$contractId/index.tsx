import { createFileRoute } from '@tanstack/react-router';
import { contractQueryOptions } from '@/modules/sales/contracts/api/get-contract';
import { ContractPage } from '@/modules/sales/contracts/pages/contract-page';
import { SALES_TITLES } from '@/modules/sales/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/crm/contracts/$contractId/')({
  staticData: {
    title: SALES_TITLES.contracts,
    breadcrumb: SALES_TITLES.contract,
    crumbParent: '/app/crm/contracts',
    requiresAuth: true,
    requiredPermission: 'view_all_projects',
    requiresFeature: 'sales_module',
  },
  // The contract (with its milestones, projects and activity); a failure shows on the page, with 'Riprova'.
  loader: ({ context: { queryClient }, params: { contractId }, cause }) =>
    waitOnEnter(cause, queryClient.prefetchQuery(contractQueryOptions(contractId))),
  component: ContractPage,
});
