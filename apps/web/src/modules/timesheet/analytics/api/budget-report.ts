import type { AnalyticsFilters, BudgetReport } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { searchOf } from '../period';
import { ANALYTICS_KEY } from './keys';

export const getBudgetReport = (filters: AnalyticsFilters, signal?: AbortSignal) =>
  apiGet<BudgetReport>(`/api/timesheet/analytics/budget${searchOf(filters)}`, { signal });

export const budgetReportQueryOptions = (filters: AnalyticsFilters) =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, 'budget', filters],
    queryFn: ({ signal }) => getBudgetReport(filters, signal),
    placeholderData: keepPreviousData,
  });

export function useBudgetReport(filters: AnalyticsFilters, enabled = true) {
  return useQuery({ ...budgetReportQueryOptions(filters), enabled });
}
