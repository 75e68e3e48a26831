import { createFileRoute } from '@tanstack/react-router';
import { attendanceSheetOptionsQueryOptions } from '@/modules/timesheet/payroll/api/attendance-sheet-options';
import { AttendanceSheetPage } from '@/modules/timesheet/payroll/attendance-sheet-page';
import { SheetSearch } from '@/modules/timesheet/payroll/sheet-search';
import { TIMESHEET_TITLES } from '@/modules/timesheet/titles';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/timesheet/attendance-sheet')({
  staticData: {
    title: TIMESHEET_TITLES.attendanceSheet,
    requiresAuth: true,
    // HR: the sheet carries everyone's hours and sick leave (administrators hold manage_users too).
    requiredPermission: 'manage_users',
    requiresFeature: 'timesheet_module',
  },
  validateSearch: SheetSearch,
  loader: ({ context: { queryClient }, cause }) =>
    waitOnEnter(cause, queryClient.prefetchQuery(attendanceSheetOptionsQueryOptions())),
  component: AttendanceSheetPage,
});
