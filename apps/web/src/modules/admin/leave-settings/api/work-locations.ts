import type { WorkLocation } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

export const getWorkLocations = (signal?: AbortSignal) =>
  apiGet<WorkLocation[]>('/api/admin/work-locations', { signal });

export const workLocationsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'work-locations'],
    queryFn: ({ signal }) => getWorkLocations(signal),
  });

export function useWorkLocations() {
  return useSuspenseQuery(workLocationsQueryOptions());
}
