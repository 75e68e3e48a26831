import { createFileRoute } from '@tanstack/react-router';
import { portalPreInvoiceQueryOptions } from '@/modules/sales/portal/api/get-pre-invoice';
import { PortalPreInvoicePage } from '@/modules/sales/portal/pages/pre-invoice-page';
import { PORTAL_TITLES } from '@/modules/sales/portal/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/portal/pre-invoices/$preInvoiceId')({
  staticData: {
    title: PORTAL_TITLES.preInvoice,
    crumbParent: '/app/portal/pre-invoices',
    requiresAuth: true,
    requiresFeature: 'sales_module',
    requiresClientAccount: true,
  },
  loader: ({ context: { queryClient }, params: { preInvoiceId }, cause }) =>
    waitOnEnter(cause, queryClient.prefetchQuery(portalPreInvoiceQueryOptions(preInvoiceId))),
  component: PortalPreInvoicePage,
});
