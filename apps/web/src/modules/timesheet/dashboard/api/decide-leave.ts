import type { LeaveRequestDecision } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { TIMESHEET_KEYS } from '../../query-keys';

export const decideLeave = (body: LeaveRequestDecision) =>
  apiPost<{ updated: number }>('/api/timesheet/requests/decide', body);

export function useDecideLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideLeave,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TIMESHEET_KEYS.dashboard }),
        // The requests page keeps its own lists.
        queryClient.invalidateQueries({ queryKey: TIMESHEET_KEYS.requests }),
      ]),
  });
}
