import {
  CONTRACT_EXPIRING_DAYS,
  CONTRACT_SORT_FIELDS,
  type ContractListSearch,
  SALES_CONTRACT_STATUSES,
  SALES_CONTRACT_TYPES,
} from '@portale/shared';
import { int, oneOf, type SearchParams, searchParams, sortOf, text, uuid } from '@/platform/search-params';

/**
 * The contracts list's state in the URL (`?status=attivo&expiring=60&page=2`), so a filtered view can be linked
 * or bookmarked (the client's page links to `?client=…`). Anything malformed is dropped, never an error page.
 */
export const ContractsListSearch = searchParams({
  q: text(100, 1),
  status: oneOf(SALES_CONTRACT_STATUSES),
  type: oneOf(SALES_CONTRACT_TYPES),
  client: uuid,
  /** Active contracts whose notice deadline or end falls within these days. */
  expiring: int(1, 366),
  sort: sortOf(CONTRACT_SORT_FIELDS),
  page: int(1),
});
export type ContractsListSearch = SearchParams<typeof ContractsListSearch>;

export const CONTRACTS_PER_PAGE = 25;
export const EXPIRING_DAYS = CONTRACT_EXPIRING_DAYS;

/** The API query of the list page: the route loader and the page ask for the same one. */
export const contractsQuery = (search: ContractsListSearch): ContractListSearch => ({
  q: search.q,
  status: search.status,
  type: search.type,
  client_id: search.client,
  expiring_within: search.expiring,
  sort: search.sort,
  page: search.page ?? 1,
  per_page: CONTRACTS_PER_PAGE,
});

/** `/app/crm/contracts/new?proposal=…`: the accepted proposal the contract starts from. */
export const NewContractSearch = searchParams({ proposal: uuid });
export type NewContractSearch = SearchParams<typeof NewContractSearch>;
