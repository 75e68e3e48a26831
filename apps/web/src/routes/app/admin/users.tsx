import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_TITLES } from '@/modules/admin/titles';
import { usersQueryOptions } from '@/modules/admin/users/api/list-users';
import { permissionsQueryOptions } from '@/modules/admin/users/roles/api/list-permissions';
import { rolesQueryOptions } from '@/modules/admin/users/roles/api/list-roles';
import { AdminUsersPage } from '@/modules/admin/users/users-page';
import { AdminUsersSearch, PENDING_USERS_QUERY, usersQuery } from '@/modules/admin/users/users-search';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/admin/users')({
  staticData: { title: ADMIN_TITLES.users, requiresAuth: true, requiredPermission: 'admin_access' },
  validateSearch: AdminUsersSearch,
  // A new search state (tab, filter, sort, page) runs the loader again; the old page stays until it has its data.
  loaderDeps: ({ search }) => search,
  // prefetchQuery never throws: a failure is shown by the tab's QueryBoundary, with 'Riprova'.
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(
      cause,
      deps.tab === 'ruoli'
        ? Promise.all([
            queryClient.prefetchQuery(rolesQueryOptions()),
            queryClient.prefetchQuery(permissionsQueryOptions()),
          ])
        : Promise.all([
            queryClient.prefetchQuery(usersQueryOptions(usersQuery(deps))),
            queryClient.prefetchQuery(usersQueryOptions(PENDING_USERS_QUERY)),
          ]),
    ),
  component: AdminUsersPage,
});
