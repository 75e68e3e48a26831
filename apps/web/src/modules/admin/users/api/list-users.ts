import type { AdminUserListQuery, Pagination, User } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '@/platform/api-client';

export type UsersQuery = Partial<z.input<typeof AdminUserListQuery>>;
export type UsersPage = { items: User[]; pagination: Pagination };

export function listUsers(query: UsersQuery, signal?: AbortSignal) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.size > 0 ? `?${params}` : '';
  return apiGet<UsersPage>(`/api/admin/users${search}`, { signal });
}

/** Every user list starts with this key, so any change to a user refreshes them all. */
export const USERS_KEY = ['admin', 'users'] as const;

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({ queryKey: [...USERS_KEY, query], queryFn: ({ signal }) => listUsers(query, signal) });

/** A page of users; the route loader prefetches it before the page shows. */
export function useUsers(query: UsersQuery) {
  return useSuspenseQuery(usersQueryOptions(query));
}
