import type { HealingSessionList, HealingSessionStatus } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { SELF_HEALING_KEY } from './keys';
import { toQueryString } from './query-string';

export type SessionsQuery = { page?: number; per_page?: number; status?: HealingSessionStatus; pattern_id?: string };

export const listSessions = (query: SessionsQuery, signal?: AbortSignal) =>
  apiGet<HealingSessionList>(`/api/self-healing/sessions${toQueryString(query)}`, { signal });

export const sessionsQueryOptions = (query: SessionsQuery) =>
  queryOptions({
    queryKey: [...SELF_HEALING_KEY, 'sessions', query],
    queryFn: ({ signal }) => listSessions(query, signal),
  });

/** A page of healing sessions; the route loader prefetches it before the page shows. */
export function useSessions(query: SessionsQuery) {
  return useSuspenseQuery(sessionsQueryOptions(query));
}
