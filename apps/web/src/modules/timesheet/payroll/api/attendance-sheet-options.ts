import type { AttendanceSheetOptions } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

export const getAttendanceSheetOptions = (signal?: AbortSignal) =>
  apiGet<AttendanceSheetOptions>('/api/timesheet/attendance-sheet/options', { signal });

export const attendanceSheetOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['timesheet', 'attendance-sheet', 'options'],
    queryFn: ({ signal }) => getAttendanceSheetOptions(signal),
    staleTime: 60_000,
  });

/** Departments and the payroll codes (the legend); the route loader prefetches them. */
export function useAttendanceSheetOptions() {
  return useSuspenseQuery(attendanceSheetOptionsQueryOptions());
}
