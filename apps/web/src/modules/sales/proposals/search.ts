import {
  type BoardQuery,
  PROPOSAL_DEFAULT_SORT,
  PROPOSAL_SORT_FIELDS,
  PROPOSAL_STATUSES,
  type ProposalListSearch,
  todayInRome,
} from '@portale/shared';
import { int, oneOf, type SearchParams, searchParams, sortOf, text, truthy, uuid } from '@/platform/search-params';
import { addDays, EXPIRING_WITHIN_DAYS } from './format';

/**
 * The proposals page's state in the URL (`?status=inviata&owner=…&page=2`, `?view=board&pipeline=…`), so a view
 * can be linked or bookmarked. Anything malformed is dropped, never an error page.
 */
export const ProposalsSearch = searchParams({
  view: oneOf(['board'] as const),
  pipeline: uuid,
  q: text(100, 1),
  status: oneOf(PROPOSAL_STATUSES),
  stage: uuid,
  owner: uuid,
  client: uuid,
  expiring: truthy,
  sort: sortOf(PROPOSAL_SORT_FIELDS),
  page: int(1),
});
export type ProposalsSearch = SearchParams<typeof ProposalsSearch>;

/** A change of the page's URL state (a filter resets the page; typing replaces the history entry). */
export type ProposalsChange = (patch: Partial<ProposalsSearch>, options?: { replace?: boolean }) => void;

export const PROPOSALS_PER_PAGE = 25;

/** The API query of the list: the route loader and the page ask for the same one (the same day). */
export const proposalsQuery = (search: ProposalsSearch, today = todayInRome()): ProposalListSearch => ({
  q: search.q,
  status: search.status,
  pipeline_id: search.pipeline,
  stage_id: search.stage,
  owner: search.owner,
  client_id: search.client,
  expiring_by: search.expiring ? addDays(today, EXPIRING_WITHIN_DAYS) : undefined,
  sort: search.sort ?? PROPOSAL_DEFAULT_SORT,
  page: search.page ?? 1,
  per_page: PROPOSALS_PER_PAGE,
});

/** The board's filters: the list's that make sense on it (no status, stage or sort: the columns are those). */
export const boardQuery = (search: ProposalsSearch): BoardQuery => ({
  q: search.q,
  owner: search.owner,
  client_id: search.client,
});

/**
 * Whether a filter of the current view is set (the empty state then says "nothing matches" and offers to clear
 * them); on the board the pipeline is the board's choice, not a filter.
 */
export const hasFilters = (search: ProposalsSearch) =>
  search.view === 'board'
    ? Boolean(search.q || search.owner || search.client)
    : Boolean(
        search.q ||
          search.status ||
          search.pipeline ||
          search.stage ||
          search.owner ||
          search.client ||
          search.expiring,
      );

/** The search without any filter, keeping the view, the pipeline of the board and the sort. */
export const withoutFilters = (search: ProposalsSearch): ProposalsSearch => ({
  view: search.view,
  pipeline: search.view === 'board' ? search.pipeline : undefined,
  sort: search.sort,
});

/** A new proposal's URL: `?client=` preselects the client (its page's "Nuova offerta"), `?pipeline=` the board's. */
export const NewProposalSearch = searchParams({ client: uuid, pipeline: uuid });
