import type { PersonAllocation } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PERSONNEL_KEYS } from '../../query-keys';

export const getPersonAllocation = (userId: string, signal?: AbortSignal) =>
  apiGet<PersonAllocation>(`/api/personnel/allocation/people/${userId}`, { signal });

export const personAllocationQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...PERSONNEL_KEYS.allocation, 'person', userId],
    queryFn: ({ signal }) => getPersonAllocation(userId, signal),
  });

/** That person's next six months; the person page shows it inside the tab's boundary. */
export function usePersonAllocation(userId: string) {
  return useSuspenseQuery(personAllocationQueryOptions(userId));
}
