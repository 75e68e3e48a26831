import type { KpiTemplate, KpiTemplateListQuery, Pagination } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '@/platform/api-client';

export type KpiTemplatesQuery = Partial<z.input<typeof KpiTemplateListQuery>>;
export type KpiTemplatesPage = { items: KpiTemplate[]; pagination: Pagination };

export function listKpiTemplates(query: KpiTemplatesQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params}` : '';
  return apiGet<KpiTemplatesPage>(`/api/admin/kpi-templates${search}`, { signal });
}

/** Every KPI query (pages and categories) starts with this key, so a change refreshes them all. */
export const KPI_TEMPLATES_KEY = ['admin', 'kpi-templates'] as const;

export const kpiTemplatesQueryOptions = (query: KpiTemplatesQuery) =>
  queryOptions({
    queryKey: [...KPI_TEMPLATES_KEY, 'list', query],
    queryFn: ({ signal }) => listKpiTemplates(query, signal),
  });

/**
 * The page of templates for the URL's search state. The route loader prefetches it before a new search state
 * is shown, so the previous page stays on screen while the next one loads and this rarely suspends.
 */
export function useKpiTemplates(query: KpiTemplatesQuery) {
  return useSuspenseQuery(kpiTemplatesQueryOptions(query));
}
