import type { LoginActivity } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { SECURITY_KEY, searchOf } from './keys';

export type LoginActivityQuery = { page: number; per_page: number };

export const getLoginActivity = (query: LoginActivityQuery, signal?: AbortSignal) =>
  apiGet<LoginActivity>(`/api/admin/security/logins${searchOf(query)}`, { signal });

export const loginActivityQueryOptions = (query: LoginActivityQuery) =>
  queryOptions({
    queryKey: [...SECURITY_KEY, 'logins', query],
    queryFn: ({ signal }) => getLoginActivity(query, signal),
  });

export function useLoginActivity(query: LoginActivityQuery) {
  return useSuspenseQuery(loginActivityQueryOptions(query));
}
