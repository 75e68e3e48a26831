import { createFileRoute } from '@tanstack/react-router';
import { clientQueryOptions } from '@/modules/sales/clients/api/get-client';
import { ClientPage } from '@/modules/sales/clients/pages/client-page';
import { ClientPageSearch } from '@/modules/sales/clients/search';
import { CLIENT_CONTACTS_QUERY, contactsQueryOptions } from '@/modules/sales/contacts/api/list-contacts';
import { SALES_TITLES } from '@/modules/sales/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/crm/clients/$clientId/')({
  staticData: {
    title: SALES_TITLES.clients,
    breadcrumb: SALES_TITLES.client,
    crumbParent: '/app/crm/clients',
    requiresAuth: true,
    requiredPermission: 'view_all_projects',
    requiresFeature: 'sales_module',
  },
  validateSearch: ClientPageSearch,
  // The client and its contacts (the first tab); a failure shows on the page, with 'Riprova'.
  loader: ({ context: { queryClient }, params: { clientId }, cause }) =>
    waitOnEnter(
      cause,
      Promise.all([
        queryClient.prefetchQuery(clientQueryOptions(clientId)),
        queryClient.prefetchQuery(contactsQueryOptions(CLIENT_CONTACTS_QUERY(clientId))),
      ]),
    ),
  component: ClientPage,
});
