import type { TimesheetCopyPrevious, TimesheetRow } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';

/** Last week's rows merged into this week's; nothing is stored until the grid is saved. */
export const copyPreviousWeek = (weekStart: string, body: TimesheetCopyPrevious) =>
  apiPost<{ rows: TimesheetRow[] }>(`/api/timesheet/weeks/${weekStart}/copy-previous`, body);

export function useCopyPreviousWeek(weekStart: string) {
  return useMutation({ mutationFn: (body: TimesheetCopyPrevious) => copyPreviousWeek(weekStart, body) });
}
