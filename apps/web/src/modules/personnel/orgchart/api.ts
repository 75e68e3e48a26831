import type { OrgChart } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

/** Under ['personnel'] so any personnel change (people, departments) refreshes the chart. */
export const orgChartQueryOptions = () =>
  queryOptions({
    queryKey: ['personnel', 'orgchart'],
    queryFn: ({ signal }) => apiGet<OrgChart>('/api/personnel/orgchart', { signal }),
  });

export const useOrgChart = () => useQuery(orgChartQueryOptions());
