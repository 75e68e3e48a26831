import type { DraftModuleKey } from '@portale/shared';
import { int, type SearchParams, searchParams } from '@/platform/search-params';
import type { DraftsQuery } from './api/list-drafts';

export const DRAFTS_PER_PAGE = 20;

/** The page number kept in the URL; anything malformed is dropped, never an error page. */
export const DraftsSearch = searchParams({ page: int(1) });
export type DraftsSearch = SearchParams<typeof DraftsSearch>;

/** The API query of a page: the route loader and the page ask for exactly the same one. */
export const draftsQuery = (search: DraftsSearch, module?: DraftModuleKey): DraftsQuery => ({
  module,
  page: search.page ?? 1,
  per_page: DRAFTS_PER_PAGE,
});
