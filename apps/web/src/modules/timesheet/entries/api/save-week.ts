import type { TimesheetWeek, TimesheetWeekSave } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/platform/api-client';
import { TIMESHEET_WEEK_KEY } from './week';

export const saveWeek = (weekStart: string, body: TimesheetWeekSave) =>
  apiPut<TimesheetWeek>(`/api/timesheet/weeks/${weekStart}`, body);

export function useSaveWeek(weekStart: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TimesheetWeekSave) => saveWeek(weekStart, body),
    onSuccess: (week) => queryClient.setQueryData([...TIMESHEET_WEEK_KEY, weekStart, 'me'], week),
  });
}
