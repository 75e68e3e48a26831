import type { DepartmentDetail } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { invalidateKeys } from '../../query-keys';
import { DEPARTMENT_VIEWS } from './keys';

export const addDepartmentMembers = (id: string, userIds: string[]) =>
  apiPost<DepartmentDetail>(`/api/personnel/departments/${id}/members`, { user_ids: userIds });

/** Moves the chosen people into the department (out of the one they were in). */
export function useAddDepartmentMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userIds }: { id: string; userIds: string[] }) => addDepartmentMembers(id, userIds),
    onSuccess: () => invalidateKeys(queryClient, DEPARTMENT_VIEWS),
  });
}
