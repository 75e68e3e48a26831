import type { TimesheetDecide } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { TIMESHEET_KEYS } from '../../query-keys';

/** An approver deciding the week they are looking at; the dashboard decides in bulk through the same endpoint. */
export const decideWeek = (body: TimesheetDecide) =>
  apiPost<{ decided: number }>('/api/timesheet/approvals/decide', body);

export function useDecideWeek() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWeek,
    // The week itself and the dashboard's lists both change.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TIMESHEET_KEYS.week }),
        queryClient.invalidateQueries({ queryKey: TIMESHEET_KEYS.dashboard }),
      ]),
  });
}
