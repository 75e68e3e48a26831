import type { LeaveAdjustment, LeaveAdjustmentCreate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { REQUESTS_KEY } from './keys';

export const adjustBalance = ({ personId, body }: { personId: string; body: LeaveAdjustmentCreate }) =>
  apiPost<LeaveAdjustment>(`/api/timesheet/people/${personId}/leave-adjustments`, body);

export function useAdjustBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adjustBalance,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: REQUESTS_KEY }),
  });
}
