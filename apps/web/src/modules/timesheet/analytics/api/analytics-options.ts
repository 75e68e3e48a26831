import type { AnalyticsOptions } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { ANALYTICS_KEY } from './keys';

export const getAnalyticsOptions = (signal?: AbortSignal) =>
  apiGet<AnalyticsOptions>('/api/timesheet/analytics/options', { signal });

export const analyticsOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...ANALYTICS_KEY, 'options'],
    queryFn: ({ signal }) => getAnalyticsOptions(signal),
    staleTime: 60_000,
  });

export function useAnalyticsOptions() {
  return useQuery(analyticsOptionsQueryOptions());
}
