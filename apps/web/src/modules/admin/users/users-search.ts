import type { Role, USER_SORT_FIELDS, UserStatus } from '@portale/shared';
import { int, oneOf, type SearchParams, searchParams, sortOf, text, unionValues } from '@/platform/search-params';
import type { UsersQuery } from './api/list-users';

export const USERS_TABS = ['utenti', 'ruoli'] as const;
export type UsersTab = (typeof USERS_TABS)[number];

/**
 * The page's state kept in the URL (`/app/admin/users?tab=ruoli`, `?status=pending&page=2`), so a filtered
 * list can be bookmarked and the back button works. Anything malformed is dropped, never an error page.
 */
export const AdminUsersSearch = searchParams({
  tab: oneOf(USERS_TABS),
  search: text(100),
  role: oneOf(unionValues<Role>()(['admin', 'manager', 'employee', 'client'])),
  status: oneOf(unionValues<UserStatus>()(['pending', 'active', 'disabled'])),
  sort: sortOf(
    unionValues<(typeof USER_SORT_FIELDS)[number]>()([
      'name',
      'username',
      'email',
      'role',
      'status',
      'last_login_at',
      'created_at',
    ]),
  ),
  page: int(1),
});
export type AdminUsersSearch = SearchParams<typeof AdminUsersSearch>;

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
