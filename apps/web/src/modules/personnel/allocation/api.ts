import type { AllocationGrid, PersonAllocation } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

const KEY = ['personnel', 'allocation'] as const;

function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.size > 0 ? `?${params}` : '';
}

export interface AllocationFilters {
  from?: string;
  months?: number;
  department_id?: string;
}

export const allocationQueryOptions = (filters: AllocationFilters) =>
  queryOptions({
    queryKey: [...KEY, 'grid', filters],
    queryFn: ({ signal }) =>
      apiGet<AllocationGrid>(`/api/personnel/allocation${queryString({ ...filters })}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const useAllocation = (filters: AllocationFilters) => useQuery(allocationQueryOptions(filters));

export const personAllocationQueryOptions = (userId: string, filters: AllocationFilters) =>
  queryOptions({
    queryKey: [...KEY, 'person', userId, filters],
    queryFn: ({ signal }) =>
      apiGet<PersonAllocation>(`/api/personnel/allocation/people/${userId}${queryString({ ...filters })}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
export const usePersonAllocation = (userId: string, filters: AllocationFilters = {}) =>
  useQuery(personAllocationQueryOptions(userId, filters));
