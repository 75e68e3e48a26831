import type { AnalyticsFilters, AnalyticsGroup, AnalyticsReport } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { searchOf } from '../period';
import { ANALYTICS_KEY } from './keys';

export type HoursReportQuery = AnalyticsFilters & { group_by: AnalyticsGroup };

export const getHoursReport = (query: HoursReportQuery, signal?: AbortSignal) =>
  apiGet<AnalyticsReport>(`/api/timesheet/analytics${searchOf(query)}`, { signal });

export const hoursReportQueryOptions = (query: HoursReportQuery) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, 'hours', query],
    queryFn: ({ signal }) => getHoursReport(query, signal),
    placeholderData: keepPreviousData,
  });

export function useHoursReport(query: HoursReportQuery, enabled = true) {
  return useQuery({ ...hoursReportQueryOptions(query), enabled });
}
