import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { KPI_TEMPLATES_KEY } from './list-kpi-templates';

export const deleteKpiTemplate = (id: string) => apiDelete<null>(`/api/admin/kpi-templates/${id}`);

export function useDeleteKpiTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteKpiTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KPI_TEMPLATES_KEY }),
  });
}
