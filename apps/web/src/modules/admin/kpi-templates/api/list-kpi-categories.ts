import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { KPI_TEMPLATES_KEY } from './list-kpi-templates';

export const listKpiCategories = (signal?: AbortSignal) =>
  apiGet<string[]>('/api/admin/kpi-templates/categories', { signal });

export const kpiCategoriesQueryOptions = () =>
  queryOptions({ queryKey: [...KPI_TEMPLATES_KEY, 'categories'], queryFn: ({ signal }) => listKpiCategories(signal) });

/** The categories in use: the filter's options and the form's suggestions. */
export function useKpiCategories() {
  return useQuery(kpiCategoriesQueryOptions());
}
