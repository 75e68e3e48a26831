import { AdminUserListQuery, Role, UserStatus } from '@portale/shared';
import { z } from 'zod';
import type { UsersQuery } from './api/list-users';

export const USERS_TABS = ['utenti', 'ruoli'] as const;
export type UsersTab = (typeof USERS_TABS)[number];

/**
 * The page's state kept in the URL (`/app/admin/users?tab=ruoli`, `?status=pending&page=2`), so a filtered
 * list can be bookmarked and the back button works. Anything malformed is dropped, never an error page.
 */
export const AdminUsersSearch = z.object({
  tab: z.enum(USERS_TABS).optional().catch(undefined),
  search: AdminUserListQuery.shape.search.catch(undefined),
  role: Role.optional().catch(undefined),
  status: UserStatus.optional().catch(undefined),
  sort: AdminUserListQuery.shape.sort.unwrap().optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
});
export type AdminUsersSearch = z.infer<typeof AdminUsersSearch>;

export const USERS_PER_PAGE = 20;

/** The API query for a search state: the route loader and the table ask for exactly the same page. */
export function usersQuery(search: AdminUsersSearch): UsersQuery {
  return {
    page: search.page ?? 1,
    per_page: USERS_PER_PAGE,
    sort: search.sort ?? 'name',
    search: search.search,
    role: search.role,
    status: search.status,
  };
}

/** Only the count of registrations waiting for an administrator. */
export const PENDING_USERS_QUERY: UsersQuery = { status: 'pending', per_page: 1 };
