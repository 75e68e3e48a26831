import { CONTACT_SORT_FIELDS, type ContactListSearch } from '@portale/shared';
import { int, oneOf, type SearchParams, searchParams, sortOf, text, truthy } from '@/platform/search-params';

/** The contacts page's state in the URL (`?q=rossi&consent=si&page=2`). */
export const ContactsListSearch = searchParams({
  q: text(100, 1),
  consent: oneOf(['si', 'no'] as const),
  primary: truthy,
  sort: sortOf(CONTACT_SORT_FIELDS),
  page: int(1),
});
export type ContactsListSearch = SearchParams<typeof ContactsListSearch>;

export const CONTACTS_PER_PAGE = 25;

/** The API query of the page: the route loader and the page ask for the same one. */
export const contactsQuery = (search: ContactsListSearch): ContactListSearch => ({
  q: search.q,
  marketing_consent: search.consent === 'si' ? 'true' : search.consent === 'no' ? 'false' : undefined,
  primary: search.primary ? 'true' : undefined,
  sort: search.sort,
  page: search.page ?? 1,
  per_page: CONTACTS_PER_PAGE,
});
