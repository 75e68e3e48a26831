import { createFileRoute } from '@tanstack/react-router';
import { NewPreInvoicePage } from '@/modules/sales/pre-invoices/pages/new-pre-invoice-page';
import { preInvoiceDraftKey } from '@/modules/sales/pre-invoices/pre-invoice-form-draft';
import { NewPreInvoiceSearch } from '@/modules/sales/pre-invoices/search';
import { SALES_TITLES } from '@/modules/sales/titles';
import { draftByKeyQueryOptions } from '@/platform/drafts/api/draft-by-key';

// Spec §2: invoicing/pre-invoices/new; `?source=` picks the way (by hand, milestones, hours) and `?client=`,
// `?contract=`, `?project=` what it starts from.
export const Route = createFileRoute('/app/invoicing/pre-invoices/new')({
  staticData: {
    title: SALES_TITLES.preInvoices,
    breadcrumb: SALES_TITLES.newPreInvoice,
    crumbParent: '/app/invoicing/pre-invoices',
    requiresAuth: true,
    requiredPermission: 'manage_invoices',
    requiresFeature: 'sales_module',
  },
  validateSearch: NewPreInvoiceSearch,
  // The user's unsaved draft of a pre-invoice typed by hand; the other ways ask the server as they are filled in.
  loader: ({ context: { queryClient } }) =>
    queryClient.prefetchQuery(draftByKeyQueryOptions(preInvoiceDraftKey(undefined))),
  component: NewPreInvoicePage,
});
