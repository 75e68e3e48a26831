import type { AdminSession, Pagination } from '@portale/shared';
import { queryOptions, useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { apiDelete, apiGet } from '@/platform/api-client';
import { SECURITY_KEY, searchOf } from './keys';

export type SessionsQuery = { page: number; per_page: number; search?: string };
export type SessionsPage = { items: AdminSession[]; pagination: Pagination };

export const getSessions = (query: SessionsQuery, signal?: AbortSignal) =>
  apiGet<SessionsPage>(`/api/admin/security/sessions${searchOf(query)}`, { signal });

export const sessionsQueryOptions = (query: SessionsQuery) =>
  queryOptions({
    queryKey: [...SECURITY_KEY, 'sessions', query],
    queryFn: ({ signal }) => getSessions(query, signal),
  });

export function useSessions(query: SessionsQuery) {
  return useSuspenseQuery(sessionsQueryOptions(query));
}

export const revokeSession = (id: string) => apiDelete<null>(`/api/admin/security/sessions/${encodeURIComponent(id)}`);

/** Ending a session changes the session list, the active count on the policy tab and the audit log. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SECURITY_KEY }),
  });
}
