import type { AnalyticsFilters, BudgetReport } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-string';
import { ANALYTICS_KEY } from './keys';

export const getBudgetReport = (filters: AnalyticsFilters, signal?: AbortSignal) =>
  apiGet<BudgetReport>(`/api/timesheet/analytics/budget${queryString(filters)}`, { signal });

export const budgetReportQueryOptions = (filters: AnalyticsFilters) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, 'budget', filters],
    queryFn: ({ signal }) => getBudgetReport(filters, signal),
  });

/** The 'Budget' tab's report; the route loader prefetches it for the URL's filters. */
export function useBudgetReport(filters: AnalyticsFilters) {
  return useSuspenseQuery(budgetReportQueryOptions(filters));
}
