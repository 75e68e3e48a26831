import type { DepartmentDetail } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { invalidateKeys } from '../../query-keys';
import { DEPARTMENT_VIEWS } from './keys';

export const removeDepartmentMember = (id: string, userId: string) =>
  apiDelete<DepartmentDetail>(`/api/personnel/departments/${id}/members/${userId}`);

export function useRemoveDepartmentMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, userId }: { id: string; userId: string }) => removeDepartmentMember(id, userId),
    onSuccess: () => invalidateKeys(queryClient, DEPARTMENT_VIEWS),
  });
}
