import type { TimesheetReopen } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { TIMESHEET_WEEK_KEY } from './week';

/** Admin only: an approved week goes back to draft (audited on the server). */
export const reopenWeek = (weekStart: string, body: TimesheetReopen) =>
  apiPost<null>(`/api/timesheet/weeks/${weekStart}/reopen`, body);

export function useReopenWeek(weekStart: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimesheetReopen) => reopenWeek(weekStart, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TIMESHEET_WEEK_KEY }),
  });
}
