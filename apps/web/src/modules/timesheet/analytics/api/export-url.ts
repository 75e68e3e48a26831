import type { AnalyticsFilters, AnalyticsReportKind } from '@portale/shared';
import { queryString } from '../../query-string';

/** A plain GET the browser downloads itself (the session cookie goes along), with the page's filters. */
export const analyticsExportUrl = (report: AnalyticsReportKind, format: 'csv' | 'xlsx', filters: AnalyticsFilters) =>
  `/api/timesheet/analytics/export${queryString({ ...filters, report, format })}`;
