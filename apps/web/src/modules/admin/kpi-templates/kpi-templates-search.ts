import type { KPI_SORT_FIELDS } from '@portale/shared';
import { int, type SearchParams, searchParams, sortOf, text, unionValues } from '@/platform/search-params';
import type { KpiTemplatesQuery } from './api/list-kpi-templates';

export const KPI_PER_PAGE = 20;

/**
 * The list's state kept in the URL (`?category=Qualità&sort=-target&page=2`), so a filtered list can be
 * bookmarked and the back button works. Anything malformed is dropped, never an error page.
 */
const SORT_FIELDS = unionValues<(typeof KPI_SORT_FIELDS)[number]>()([
  'name',
  'category',
  'frequency',
  'target',
  'updated_at',
]);

export const KpiTemplatesSearch = searchParams({
  search: text(100),
  category: text(60),
  sort: sortOf(SORT_FIELDS),
  page: int(1),
});
export type KpiTemplatesSearch = SearchParams<typeof KpiTemplatesSearch>;

/** The API query for a search state: the route loader and the page ask for exactly the same page. */
export function kpiTemplatesQuery(search: KpiTemplatesSearch): KpiTemplatesQuery {
  return {
    page: search.page ?? 1,
    per_page: KPI_PER_PAGE,
    sort: search.sort ?? 'name',
    search: search.search,
    category: search.category,
  };
}
