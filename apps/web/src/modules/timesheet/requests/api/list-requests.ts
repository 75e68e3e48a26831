import type { LeaveRequestList, LeaveRequestListQuery } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '@/platform/api-client';
import { REQUESTS_KEY } from './keys';

export type RequestsQuery = Partial<z.input<typeof LeaveRequestListQuery>>;

export function listRequests(query: RequestsQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return apiGet<LeaveRequestList>(`/api/timesheet/requests?${params}`, { signal });
}

export const requestsQueryOptions = (query: RequestsQuery) =>
  queryOptions({
    queryKey: [...REQUESTS_KEY, 'list', query],
    queryFn: ({ signal }) => listRequests(query, signal),
  });

export function useRequests(query: RequestsQuery) {
  return useQuery({ ...requestsQueryOptions(query), placeholderData: keepPreviousData });
}

/** A page of requests for the URL's state, read suspending: the route loader prefetches it. */
export function useRequestsPage(query: RequestsQuery) {
  return useSuspenseQuery(requestsQueryOptions(query));
}
