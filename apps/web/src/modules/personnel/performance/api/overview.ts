import type { PerformanceOverview } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PERFORMANCE_API, PERFORMANCE_KEY } from './keys';

export const performanceOverviewQueryOptions = () =>
  queryOptions({
    queryKey: [...PERFORMANCE_KEY, 'overview'],
    queryFn: ({ signal }) => apiGet<PerformanceOverview>(`${PERFORMANCE_API}/overview`, { signal }),
  });

export const usePerformanceOverview = () => useQuery(performanceOverviewQueryOptions());
