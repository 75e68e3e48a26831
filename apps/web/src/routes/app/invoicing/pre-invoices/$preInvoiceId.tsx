import { createFileRoute } from '@tanstack/react-router';
import { preInvoiceQueryOptions } from '@/modules/sales/pre-invoices/api/get-pre-invoice';
import { PreInvoicePage } from '@/modules/sales/pre-invoices/pages/pre-invoice-page';
import { preInvoiceDraftKey } from '@/modules/sales/pre-invoices/pre-invoice-form-draft';
import { PreInvoiceSearch } from '@/modules/sales/pre-invoices/search';
import { SALES_TITLES } from '@/modules/sales/titles';
import { draftByKeyQueryOptions } from '@/platform/drafts/api/draft-by-key';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/invoicing/pre-invoices/$preInvoiceId')({
  staticData: {
    title: SALES_TITLES.preInvoices,
    breadcrumb: SALES_TITLES.preInvoice,
    crumbParent: '/app/invoicing/pre-invoices',
    requiresAuth: true,
    requiredPermission: 'view_all_invoices',
    requiresFeature: 'sales_module',
  },
  // `?edit=true`: a draft's form (the page shows the pre-invoice when it may not be edited).
  validateSearch: PreInvoiceSearch,
  loaderDeps: ({ search }) => search,
  // The pre-invoice, and while editing the user's unsaved draft of it; a failure shows on the page, with 'Riprova'.
  loader: ({ context: { queryClient }, params: { preInvoiceId }, deps, cause }) =>
    waitOnEnter(
      cause,
      Promise.all([
        queryClient.prefetchQuery(preInvoiceQueryOptions(preInvoiceId)),
        deps.edit ? queryClient.prefetchQuery(draftByKeyQueryOptions(preInvoiceDraftKey(preInvoiceId))) : undefined,
      ]),
    ),
  component: PreInvoicePage,
});
