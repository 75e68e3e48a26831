import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { invalidateKeys } from '../../query-keys';
import { DEPARTMENT_VIEWS } from './keys';

export const deleteDepartment = (id: string) => apiDelete<null>(`/api/personnel/departments/${id}`);

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDepartment, onSuccess: () => invalidateKeys(queryClient, DEPARTMENT_VIEWS) });
}
