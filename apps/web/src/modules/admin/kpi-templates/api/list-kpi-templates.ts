import type { KpiTemplate, KpiTemplateListQuery, Pagination } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
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

/** The previous page stays on screen (dimmed) while the next one loads. */
export function useKpiTemplates(query: KpiTemplatesQuery) {
  return useQuery({ ...kpiTemplatesQueryOptions(query), placeholderData: keepPreviousData });
}
