import type { TimesheetWeek } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

/** Every timesheet-week query starts with this key: saving, submitting or deciding refreshes them all. */
export const TIMESHEET_WEEK_KEY = ['timesheet', 'week'] as const;

export const getWeek = (weekStart: string, userId?: string, signal?: AbortSignal) =>
  apiGet<TimesheetWeek>(`/api/timesheet/weeks/${weekStart}${userId ? `?user_id=${userId}` : ''}`, { signal });

export const weekQueryOptions = (weekStart: string, userId?: string) =>
  queryOptions({
    queryKey: [...TIMESHEET_WEEK_KEY, weekStart, userId ?? 'me'],
    queryFn: ({ signal }) => getWeek(weekStart, userId, signal),
  });

/** The previous week stays on screen while the next one loads. */
export function useWeek(weekStart: string, userId?: string) {
  return useQuery({ ...weekQueryOptions(weekStart, userId), placeholderData: keepPreviousData });
}
