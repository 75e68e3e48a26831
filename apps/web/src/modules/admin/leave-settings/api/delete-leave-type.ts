import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { leaveTypesQueryOptions } from './leave-types';

export const deleteLeaveType = (id: string) => apiDelete<null>(`/api/admin/leave-types/${id}`);

export function useDeleteLeaveType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteLeaveType,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveTypesQueryOptions().queryKey }),
  });
}
