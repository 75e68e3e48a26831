import { queryString } from '../../query-keys';

/** A plain GET the browser downloads itself (the session cookie goes along), with the table's filters. */
export const employeesExportUrl = (format: 'csv' | 'xlsx', filters: Record<string, unknown>) =>
  `/api/personnel/employees/export${queryString({ ...filters, format })}`;
