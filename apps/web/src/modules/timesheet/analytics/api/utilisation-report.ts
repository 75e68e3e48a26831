import type { AnalyticsFilters, UtilisationReport } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { searchOf } from '../period';
import { ANALYTICS_KEY } from './keys';

export const getUtilisationReport = (filters: AnalyticsFilters, signal?: AbortSignal) =>
  apiGet<UtilisationReport>(`/api/timesheet/analytics/utilisation${searchOf(filters)}`, { signal });

export const utilisationReportQueryOptions = (filters: AnalyticsFilters) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, 'utilisation', filters],
    queryFn: ({ signal }) => getUtilisationReport(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useUtilisationReport(filters: AnalyticsFilters, enabled = true) {
  return useQuery({ ...utilisationReportQueryOptions(filters), enabled });
}
