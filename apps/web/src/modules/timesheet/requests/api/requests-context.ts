import type { LeaveRequestsContext } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { REQUESTS_KEY } from './keys';

export const getRequestsContext = (signal?: AbortSignal) =>
  apiGet<LeaveRequestsContext>('/api/timesheet/requests/context', { signal });

/** Leave types, daily hours and whether the caller decides anyone's requests. */
export const requestsContextQueryOptions = () =>
  queryOptions({
    queryKey: [...REQUESTS_KEY, 'context'],
    queryFn: ({ signal }) => getRequestsContext(signal),
    staleTime: 60_000,
  });

/** The tabs cannot show anything without it: read suspending (the route loader prefetches it). */
export function useRequestsContext() {
  return useSuspenseQuery(requestsContextQueryOptions());
}
