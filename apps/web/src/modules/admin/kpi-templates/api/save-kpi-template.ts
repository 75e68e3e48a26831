import type { KpiTemplate, KpiTemplateInput } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/platform/api-client';
import { KPI_TEMPLATES_KEY } from './list-kpi-templates';

export const createKpiTemplate = (body: KpiTemplateInput) => apiPost<KpiTemplate>('/api/admin/kpi-templates', body);

export const updateKpiTemplate = (id: string, body: Partial<KpiTemplateInput>) =>
  apiPut<KpiTemplate>(`/api/admin/kpi-templates/${id}`, body);

/** Creates (no id) or updates a template, then refreshes every list page and the categories. */
export function useSaveKpiTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: KpiTemplateInput }) =>
      id ? updateKpiTemplate(id, body) : createKpiTemplate(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KPI_TEMPLATES_KEY }),
  });
}
