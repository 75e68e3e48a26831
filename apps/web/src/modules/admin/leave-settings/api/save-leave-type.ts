import type { LeaveType, LeaveTypeCreate, LeaveTypeUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/platform/api-client';
import { leaveTypesQueryOptions } from './leave-types';

export const createLeaveType = (body: LeaveTypeCreate) => apiPost<LeaveType>('/api/admin/leave-types', body);

export const updateLeaveType = (id: string, body: LeaveTypeUpdate) =>
  apiPut<LeaveType>(`/api/admin/leave-types/${id}`, body);

/** Creates (no id) or updates a leave type; a partial update (e.g. only `active`) is allowed. */
export function useSaveLeaveType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: LeaveTypeCreate | LeaveTypeUpdate }) =>
      id ? updateLeaveType(id, body) : createLeaveType(body as LeaveTypeCreate),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveTypesQueryOptions().queryKey }),
  });
}
