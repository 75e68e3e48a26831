import type { TimesheetDecide } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { TIMESHEET_KEYS } from '../../query-keys';

export const decideWeeks = (body: TimesheetDecide) =>
  apiPost<{ decided: number }>('/api/timesheet/approvals/decide', body);

export function useDecideWeeks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideWeeks,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: TIMESHEET_KEYS.dashboard }),
        // The decided weeks, if open in the grid.
        queryClient.invalidateQueries({ queryKey: TIMESHEET_KEYS.week }),
      ]),
  });
}
