import {
  PRE_INVOICE_DEFAULT_SORT,
  PRE_INVOICE_SORT_FIELDS,
  PRE_INVOICE_SOURCES,
  PRE_INVOICE_STATUSES,
  type PreInvoiceListSearch,
} from '@portale/shared';
import {
  bool,
  int,
  matching,
  oneOf,
  type SearchParams,
  searchParams,
  sortOf,
  text,
  uuid,
} from '@/platform/search-params';

const isoDay = matching(/^\d{4}-\d{2}-\d{2}$/);

/**
 * The pre-invoices list's state in the URL (`?status=approvata&from=2026-10-01&page=2`), so a filtered view can be
 * linked or bookmarked (the client's page links to `?client=…`). Anything malformed is dropped, never an error page.
 */
export const PreInvoicesSearch = searchParams({
  q: text(100, 1),
  status: oneOf(PRE_INVOICE_STATUSES),
  source: oneOf(PRE_INVOICE_SOURCES),
  client: uuid,
  /** The issue date from this day… */
  from: isoDay,
  /** …to this one, both included. */
  to: isoDay,
  sort: sortOf(PRE_INVOICE_SORT_FIELDS),
  page: int(1),
});
export type PreInvoicesSearch = SearchParams<typeof PreInvoicesSearch>;
export type PreInvoicesChange = (patch: Partial<PreInvoicesSearch>, options?: { replace?: boolean }) => void;

export const PRE_INVOICES_PER_PAGE = 25;

/** The API query of the list page: the route loader, the page and the exports ask for the same one. */
export const preInvoicesQuery = (search: PreInvoicesSearch): PreInvoiceListSearch => ({
  q: search.q,
  status: search.status,
  source: search.source,
  client_id: search.client,
  date_from: search.from,
  date_to: search.to,
  sort: search.sort ?? PRE_INVOICE_DEFAULT_SORT,
  page: search.page ?? 1,
  per_page: PRE_INVOICES_PER_PAGE,
});

/** Whether a filter is set (the empty state then says "nothing matches" and offers to clear them). */
export const hasFilters = (search: PreInvoicesSearch) =>
  Boolean(search.q || search.status || search.source || search.client || search.from || search.to);

/** The search without any filter, keeping the sort. */
export const withoutFilters = (search: PreInvoicesSearch): PreInvoicesSearch => ({ sort: search.sort });

/**
 * `/app/invoicing/pre-invoices/new?source=ore&project=…`: how the pre-invoice is made (by hand by default) and what
 * it starts from (a client, a contract, a project), so the contract's and the project's pages can link to it.
 */
export const NewPreInvoiceSearch = searchParams({
  source: oneOf(PRE_INVOICE_SOURCES),
  client: uuid,
  contract: uuid,
  project: uuid,
});
export type NewPreInvoiceSearch = SearchParams<typeof NewPreInvoiceSearch>;

/** `/app/invoicing/pre-invoices/{id}?edit=true`: the draft's form in place of the page. */
export const PreInvoiceSearch = searchParams({ edit: bool });
