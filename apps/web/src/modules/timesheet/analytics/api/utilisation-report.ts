import type { AnalyticsFilters, UtilisationReport } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-string';
import { ANALYTICS_KEY } from './keys';

export const getUtilisationReport = (filters: AnalyticsFilters, signal?: AbortSignal) =>
  apiGet<UtilisationReport>(`/api/timesheet/analytics/utilisation${queryString(filters)}`, { signal });

export const utilisationReportQueryOptions = (filters: AnalyticsFilters) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, 'utilisation', filters],
    queryFn: ({ signal }) => getUtilisationReport(filters, signal),
  });

/** The 'Utilizzo' tab's report; the route loader prefetches it for the URL's filters. */
export function useUtilisationReport(filters: AnalyticsFilters) {
  return useSuspenseQuery(utilisationReportQueryOptions(filters));
}
