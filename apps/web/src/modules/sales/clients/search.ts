import {
  CLIENT_KINDS,
  CLIENT_SORT_FIELDS,
  CLIENT_STATUSES,
  CLIENT_TAG_MAX,
  type ClientListSearch,
} from '@portale/shared';
import { int, oneOf, type SearchParams, searchParams, sortOf, text, truthy, uuid } from '@/platform/search-params';

/**
 * The clients list's state in the URL (`?status=lead&owner=…&page=2`), so a filtered view can be linked or
 * bookmarked. Anything malformed is dropped, never an error page.
 */
export const ClientsListSearch = searchParams({
  q: text(100, 1),
  status: oneOf(CLIENT_STATUSES),
  kind: oneOf(CLIENT_KINDS),
  owner: uuid,
  tag: text(CLIENT_TAG_MAX, 1),
  archived: truthy,
  sort: sortOf(CLIENT_SORT_FIELDS),
  page: int(1),
});
export type ClientsListSearch = SearchParams<typeof ClientsListSearch>;

export const CLIENTS_PER_PAGE = 25;

/** The filters (not the page) of the list: what the export downloads and what "Azzera filtri" clears. */
export const clientFilters = (search: ClientsListSearch) => ({
  q: search.q,
  status: search.status,
  kind: search.kind,
  owner: search.owner,
  tag: search.tag,
  archived: search.archived ? 'true' : undefined,
});

/** The API query of the list page: the route loader and the page ask for the same one. */
export const clientsQuery = (search: ClientsListSearch): ClientListSearch => ({
  ...clientFilters(search),
  sort: search.sort,
  page: search.page ?? 1,
  per_page: CLIENTS_PER_PAGE,
});

/** The client page's tabs, in order; the first is the default (no `?tab=`). */
export const CLIENT_TABS = [
  'contatti',
  'offerte',
  'contratti',
  'progetti',
  'prefatture',
  'documenti',
  'attivita',
] as const;
export type ClientTab = (typeof CLIENT_TABS)[number];

/** The client page's state in the URL: the open tab, and a contact to point out (a search result's). */
export const ClientPageSearch = searchParams({ tab: oneOf(CLIENT_TABS), contact: text(64, 1) });
