import { createFileRoute } from '@tanstack/react-router';
import { contractsQueryOptions } from '@/modules/sales/contracts/api/list-contracts';
import { ContractsListPage } from '@/modules/sales/contracts/pages/contracts-list-page';
import { ContractsListSearch, contractsQuery } from '@/modules/sales/contracts/search';
import { SALES_TITLES } from '@/modules/sales/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/crm/contracts/')({
  staticData: {
    title: SALES_TITLES.contracts,
    requiresAuth: true,
    requiredPermission: 'view_all_projects',
    requiresFeature: 'sales_module',
  },
  validateSearch: ContractsListSearch,
  // A new filter, sort or page runs the loader again; the old page stays until the next is there.
  loaderDeps: ({ search }) => search,
  // prefetchQuery never throws: a failure is shown by the page's QueryBoundary, with 'Riprova'.
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(cause, queryClient.prefetchQuery(contractsQueryOptions(contractsQuery(deps)))),
  component: ContractsListPage,
});
