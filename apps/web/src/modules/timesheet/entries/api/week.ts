import type { TimesheetWeek } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { TIMESHEET_KEYS } from '../../query-keys';

/** Every timesheet-week query starts with this key: saving, submitting or deciding refreshes them all. */
export const TIMESHEET_WEEK_KEY = TIMESHEET_KEYS.week;

export const getWeek = (weekStart: string, userId?: string, signal?: AbortSignal) =>
  apiGet<TimesheetWeek>(`/api/timesheet/weeks/${weekStart}${userId ? `?user_id=${userId}` : ''}`, { signal });

export const weekQueryOptions = (weekStart: string, userId?: string) =>
  queryOptions({
    queryKey: [...TIMESHEET_WEEK_KEY, weekStart, userId ?? 'me'],
    queryFn: ({ signal }) => getWeek(weekStart, userId, signal),
  });

/**
 * The week of the URL (`?week=`, `?user=`). The route loader prefetches it before another week is shown, so the
 * previous week stays on screen while the next one loads.
 */
export function useWeek(weekStart: string, userId?: string) {
  return useSuspenseQuery(weekQueryOptions(weekStart, userId));
}
