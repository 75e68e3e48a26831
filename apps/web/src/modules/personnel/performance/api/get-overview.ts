import type { PerformanceOverview } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PERFORMANCE_API, PERFORMANCE_KEY } from './keys';

export const getPerformanceOverview = (signal?: AbortSignal) =>
  apiGet<PerformanceOverview>(`${PERFORMANCE_API}/overview`, { signal });

/** My reviews, the ones waiting for me and (HR) the cycles with their progress. */
export const performanceOverviewQueryOptions = () =>
  queryOptions({ queryKey: [...PERFORMANCE_KEY, 'overview'], queryFn: ({ signal }) => getPerformanceOverview(signal) });

export function usePerformanceOverview() {
  return useSuspenseQuery(performanceOverviewQueryOptions());
}
