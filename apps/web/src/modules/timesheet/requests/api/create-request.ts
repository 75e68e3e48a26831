import type { LeaveRequest, LeaveRequestCreate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { REQUESTS_KEY } from './keys';

export const createRequest = (body: LeaveRequestCreate) => apiPost<LeaveRequest>('/api/timesheet/requests', body);

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRequest,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
