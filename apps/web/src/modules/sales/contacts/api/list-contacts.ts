import type { ContactList, ContactListSearch } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import { CONTACTS_KEY } from './keys';

export const listContacts = (query: ContactListSearch, signal?: AbortSignal) =>
  apiGet<ContactList>(`/api/crm/contacts${queryString(query)}`, { signal });

/** The contacts across clients, or one client's with `client_id`. */
export const contactsQueryOptions = (query: ContactListSearch) =>
  queryOptions({ queryKey: [...CONTACTS_KEY, 'list', query], queryFn: ({ signal }) => listContacts(query, signal) });

export function useContacts(query: ContactListSearch) {
  return useSuspenseQuery(contactsQueryOptions(query));
}

/** One client's contacts, all on one page (the API's page limit), for its page's tab. */
export const CLIENT_CONTACTS_QUERY = (clientId: string): ContactListSearch => ({
  client_id: clientId,
  per_page: 100,
  sort: 'last_name',
});
