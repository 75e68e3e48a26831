import type { AnalyticsFilters, AnalyticsGroup, AnalyticsReport } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-string';
import { ANALYTICS_KEY } from './keys';

export type HoursReportQuery = AnalyticsFilters & { group_by: AnalyticsGroup };

export const getHoursReport = (query: HoursReportQuery, signal?: AbortSignal) =>
  apiGet<AnalyticsReport>(`/api/timesheet/analytics${queryString(query)}`, { signal });

export const hoursReportQueryOptions = (query: HoursReportQuery) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, 'hours', query],
    queryFn: ({ signal }) => getHoursReport(query, signal),
  });

/** The hours of the open grouping; the route loader prefetches them for the URL's filters. */
export function useHoursReport(query: HoursReportQuery) {
  return useSuspenseQuery(hoursReportQueryOptions(query));
}

const NO_PERIOD: HoursReportQuery = { from: '', to: '', group_by: 'project' };

/** Without suspending: the tiles' totals, also while the tab shows another report; none without a valid period. */
export function useHoursTotals(query: HoursReportQuery | null) {
  return useQuery({
    ...hoursReportQueryOptions(query ?? NO_PERIOD),
    enabled: query !== null,
    // Another period keeps the tiles' numbers until its own arrive.
    placeholderData: keepPreviousData,
  }).data?.totals;
}
