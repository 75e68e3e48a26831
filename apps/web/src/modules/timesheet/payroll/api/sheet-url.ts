import { queryString } from '../../query-string';

/** A plain GET the browser downloads itself (the session cookie goes along). */
export const attendanceSheetUrl = (month: string, departmentId: string | undefined, format: 'csv' | 'xlsx') =>
  `/api/timesheet/attendance-sheet${queryString({ month, department_id: departmentId, format })}`;
