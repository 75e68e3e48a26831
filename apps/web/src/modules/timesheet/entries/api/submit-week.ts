import type { TimesheetWeek } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { TIMESHEET_WEEK_KEY } from './week';

export const submitWeek = (weekStart: string) => apiPost<TimesheetWeek>(`/api/timesheet/weeks/${weekStart}/submit`);

export function useSubmitWeek(weekStart: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => submitWeek(weekStart),
    onSuccess: (week) => queryClient.setQueryData([...TIMESHEET_WEEK_KEY, weekStart, 'me'], week),
  });
}
