import { KpiTemplateListQuery } from '@portale/shared';
import { z } from 'zod';
import type { KpiTemplatesQuery } from './api/list-kpi-templates';

export const KPI_PER_PAGE = 20;

/**
 * The list's state kept in the URL (`?category=Qualità&sort=-target&page=2`), so a filtered list can be
 * bookmarked and the back button works. Anything malformed is dropped, never an error page.
 */
export const KpiTemplatesSearch = z.object({
  search: KpiTemplateListQuery.shape.search.catch(undefined),
  category: KpiTemplateListQuery.shape.category.catch(undefined),
  sort: KpiTemplateListQuery.shape.sort.unwrap().optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type KpiTemplatesSearch = z.infer<typeof KpiTemplatesSearch>;

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
