import type { Department, DepartmentInput, DepartmentUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/platform/api-client';
import { invalidateKeys } from '../../query-keys';
import { DEPARTMENT_VIEWS } from './keys';

export const createDepartment = (body: DepartmentInput) => apiPost<Department>('/api/personnel/departments', body);
export const updateDepartment = (id: string, body: DepartmentUpdate) =>
  apiPut<Department>(`/api/personnel/departments/${id}`, body);

/** Creates (no id) or updates a department. */
export function useSaveDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: DepartmentInput }) =>
      id ? updateDepartment(id, body) : createDepartment(body),
    onSuccess: () => invalidateKeys(queryClient, DEPARTMENT_VIEWS),
  });
}
