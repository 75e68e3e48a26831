import type { LEAVE_REQUEST_STATUSES } from '@portale/shared';
import { int, matching, oneOf, type SearchParams, searchParams, truthy, unionValues } from '@/platform/search-params';
import type { RequestsQuery } from './api/list-requests';

export const REQUEST_TABS = ['mie', 'approvare', 'calendario'] as const;
export type RequestTab = (typeof REQUEST_TABS)[number];

/**
 * The page state in the URL (`?tab=calendario&month=2027-03`), so a tab, a year or a month can be linked
 * from a notification or bookmarked. Anything malformed is dropped, never an error page.
 */
export const RequestsSearch = searchParams({
  tab: oneOf(REQUEST_TABS),
  year: int(2000, 2100),
  status: oneOf(
    unionValues<(typeof LEAVE_REQUEST_STATUSES)[number]>()(['in_attesa', 'approvata', 'rifiutata', 'annullata']),
  ),
  page: int(1),
  month: matching(/^\d{4}-(0[1-9]|1[0-2])$/),
  pending: truthy,
});
export type RequestsSearch = SearchParams<typeof RequestsSearch>;

export const MY_REQUESTS_PER_PAGE = 20;
export const APPROVALS_PER_PAGE = 50;

/** The year the page shows: the URL's, or this year in Rome. */
export const yearOf = (search: RequestsSearch, today: string) => search.year ?? Number(today.slice(0, 4));

/** The API query of "Le mie richieste": the route loader and the tab ask for the same page. */
export const myRequestsQuery = (search: RequestsSearch, today: string): RequestsQuery => ({
  scope: 'mine',
  year: yearOf(search, today),
  status: search.status,
  page: search.page ?? 1,
  per_page: MY_REQUESTS_PER_PAGE,
});

/** A page of the requests waiting for the caller's decision, oldest first. */
export const pendingQuery = (page: number, pageSize = APPROVALS_PER_PAGE): RequestsQuery => ({
  scope: 'team',
  status: 'in_attesa',
  page,
  per_page: pageSize,
});
