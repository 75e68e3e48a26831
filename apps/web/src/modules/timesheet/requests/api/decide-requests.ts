import type { LeaveRequestDecision } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { REQUESTS_KEY } from './keys';

export const decideRequests = (body: LeaveRequestDecision) =>
  apiPost<{ updated: number }>('/api/timesheet/requests/decide', body);

export function useDecideRequests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRequests,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
