import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { leaveTypesQueryOptions } from './leave-types';

/** Adds the CCNL Commercio leave types that are missing; existing ones are never changed. */
export const loadDefaultLeaveTypes = () => apiPost<{ added: number }>('/api/admin/leave-types/defaults');

export function useLoadDefaultLeaveTypes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loadDefaultLeaveTypes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveTypesQueryOptions().queryKey }),
  });
}
