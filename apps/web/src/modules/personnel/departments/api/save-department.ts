import type { Department, DepartmentDetail, DepartmentInput, DepartmentUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '@/platform/api-client';
import { PERSONNEL_KEY } from './keys';

const BASE = '/api/personnel/departments';

export const createDepartment = (body: DepartmentInput) => apiPost<Department>(BASE, body);
export const updateDepartment = (id: string, body: DepartmentUpdate) => apiPut<Department>(`${BASE}/${id}`, body);

/** Creates (no id) or updates a department, then refreshes every personnel query. */
export function useSaveDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: DepartmentInput }) =>
      id ? updateDepartment(id, body) : createDepartment(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERSONNEL_KEY }),
  });
}

export function useDeleteDepartment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<null>(`${BASE}/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERSONNEL_KEY }),
  });
}

export function useAddDepartmentMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userIds }: { id: string; userIds: string[] }) =>
      apiPost<DepartmentDetail>(`${BASE}/${id}/members`, { user_ids: userIds }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERSONNEL_KEY }),
  });
}

export function useRemoveDepartmentMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) =>
      apiDelete<DepartmentDetail>(`${BASE}/${id}/members/${userId}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PERSONNEL_KEY }),
  });
}
