import type { OrgChart } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PERSONNEL_KEYS } from '../../query-keys';

export const getOrgChart = (signal?: AbortSignal) => apiGet<OrgChart>('/api/personnel/orgchart', { signal });

/** People and departments change the chart: their mutations refresh this key (personnel/query-keys.ts). */
export const orgChartQueryOptions = () =>
  queryOptions({ queryKey: PERSONNEL_KEYS.orgchart, queryFn: ({ signal }) => getOrgChart(signal) });

/** The chart the route loader prefetched. */
export function useOrgChart() {
  return useSuspenseQuery(orgChartQueryOptions());
}
