import type { LeaveRequest } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { REQUESTS_KEY } from './keys';

export const cancelRequest = (id: string) => apiPost<LeaveRequest>(`/api/timesheet/requests/${id}/cancel`);

export function useCancelRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
