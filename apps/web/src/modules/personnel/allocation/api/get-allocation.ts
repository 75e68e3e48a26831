import type { AllocationGrid } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PERSONNEL_KEYS, queryString } from '../../query-keys';

export interface AllocationFilters {
  from?: string;
  months?: number;
  department_id?: string;
}

export const getAllocation = (filters: AllocationFilters, signal?: AbortSignal) =>
  apiGet<AllocationGrid>(`/api/personnel/allocation${queryString({ ...filters })}`, { signal });

export const allocationQueryOptions = (filters: AllocationFilters) =>
  queryOptions({
    queryKey: [...PERSONNEL_KEYS.allocation, 'grid', filters],
    queryFn: ({ signal }) => getAllocation(filters, signal),
  });

/** The grid for the URL's range and department; the route loader prefetches it before the page shows. */
export function useAllocation(filters: AllocationFilters) {
  return useSuspenseQuery(allocationQueryOptions(filters));
}
