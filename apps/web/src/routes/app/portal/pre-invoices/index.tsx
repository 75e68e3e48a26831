import { createFileRoute } from '@tanstack/react-router';
import { portalPreInvoicesQueryOptions } from '@/modules/sales/portal/api/list-pre-invoices';
import { PortalPreInvoicesPage } from '@/modules/sales/portal/pages/pre-invoices-page';
import { PORTAL_TITLES } from '@/modules/sales/portal/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/portal/pre-invoices/')({
  staticData: {
    title: PORTAL_TITLES.preInvoices,
    crumbParent: '/app/portal',
    requiresAuth: true,
    requiresFeature: 'sales_module',
    requiresClientAccount: true,
  },
  loader: ({ context: { queryClient }, cause }) =>
    waitOnEnter(cause, queryClient.prefetchQuery(portalPreInvoicesQueryOptions())),
  component: PortalPreInvoicesPage,
});
