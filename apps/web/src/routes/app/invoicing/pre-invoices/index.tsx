import { createFileRoute } from '@tanstack/react-router';
import { preInvoicesQueryOptions } from '@/modules/sales/pre-invoices/api/list-pre-invoices';
import { PreInvoicesListPage } from '@/modules/sales/pre-invoices/pages/pre-invoices-list-page';
import { PreInvoicesSearch, preInvoicesQuery } from '@/modules/sales/pre-invoices/search';
import { SALES_TITLES } from '@/modules/sales/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/invoicing/pre-invoices/')({
  staticData: {
    title: SALES_TITLES.preInvoices,
    requiresAuth: true,
    requiredPermission: 'view_all_invoices',
    requiresFeature: 'sales_module',
  },
  validateSearch: PreInvoicesSearch,
  // A new filter, sort or page runs the loader again; the old page stays until the next is there.
  loaderDeps: ({ search }) => search,
  // prefetchQuery never throws: a failure is shown by the page's QueryBoundary, with 'Riprova'.
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(cause, queryClient.prefetchQuery(preInvoicesQueryOptions(preInvoicesQuery(deps)))),
  component: PreInvoicesListPage,
});
