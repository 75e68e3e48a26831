import { createFileRoute } from '@tanstack/react-router';
import { contactsQueryOptions } from '@/modules/sales/contacts/api/list-contacts';
import { ContactsListPage } from '@/modules/sales/contacts/pages/contacts-list-page';
import { ContactsListSearch, contactsQuery } from '@/modules/sales/contacts/search';
import { SALES_TITLES } from '@/modules/sales/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/crm/contacts')({
  staticData: {
    title: SALES_TITLES.contacts,
    requiresAuth: true,
    requiredPermission: 'view_all_projects',
    requiresFeature: 'sales_module',
  },
  validateSearch: ContactsListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(cause, queryClient.prefetchQuery(contactsQueryOptions(contactsQuery(deps)))),
  component: ContactsListPage,
});
