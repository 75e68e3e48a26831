import { createFileRoute } from '@tanstack/react-router';
import { portalContractQueryOptions } from '@/modules/sales/portal/api/get-contract';
import { PortalContractPage } from '@/modules/sales/portal/pages/contract-page';
import { PORTAL_TITLES } from '@/modules/sales/portal/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/portal/contracts/$contractId')({
  staticData: {
    title: PORTAL_TITLES.contract,
    crumbParent: '/app/portal/contracts',
    requiresAuth: true,
    requiresFeature: 'sales_module',
    requiresClientAccount: true,
  },
  loader: ({ context: { queryClient }, params: { contractId }, cause }) =>
    waitOnEnter(cause, queryClient.prefetchQuery(portalContractQueryOptions(contractId))),
  component: PortalContractPage,
});
