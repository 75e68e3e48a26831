import type { TimesheetDecide } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { TIMESHEET_DASHBOARD_KEY } from './dashboard';

export const decideWeeks = (body: TimesheetDecide) =>
  apiPost<{ decided: number }>('/api/timesheet/approvals/decide', body);

export function useDecideWeeks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWeeks,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TIMESHEET_DASHBOARD_KEY }),
        queryClient.invalidateQueries({ queryKey: ['timesheet', 'week'] }),
      ]),
  });
}
