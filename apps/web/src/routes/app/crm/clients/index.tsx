import { createFileRoute } from '@tanstack/react-router';
import { clientFilterOptionsQueryOptions } from '@/modules/sales/clients/api/client-filter-options';
import { clientsQueryOptions } from '@/modules/sales/clients/api/list-clients';
import { ClientsListPage } from '@/modules/sales/clients/pages/clients-list-page';
import { ClientsListSearch, clientsQuery } from '@/modules/sales/clients/search';
import { SALES_TITLES } from '@/modules/sales/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/crm/clients/')({
  staticData: {
    title: SALES_TITLES.clients,
    requiresAuth: true,
    requiredPermission: 'view_all_projects',
    requiresFeature: 'sales_module',
  },
  validateSearch: ClientsListSearch,
  // A new filter, sort or page runs the loader again; the old page stays until the next is there.
  loaderDeps: ({ search }) => search,
  // prefetchQuery never throws: a failure is shown by the page's QueryBoundary, with 'Riprova'.
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(
      cause,
      Promise.all([
        queryClient.prefetchQuery(clientsQueryOptions(clientsQuery(deps))),
        queryClient.prefetchQuery(clientFilterOptionsQueryOptions()),
      ]),
    ),
  component: ClientsListPage,
});
