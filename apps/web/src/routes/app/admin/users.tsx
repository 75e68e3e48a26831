import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_TEXT } from '@/modules/admin/strings';
import { AdminUsersPage } from '@/modules/admin/users/users-page';
import { AdminUsersSearch } from '@/modules/admin/users/users-search';

export const Route = createFileRoute('/app/admin/users')({
  staticData: { title: ADMIN_TEXT.users, requiresAuth: true, requiredPermission: 'admin_access' },
  validateSearch: AdminUsersSearch,
  component: AdminUsersPage,
});
