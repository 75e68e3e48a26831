import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2: /app/admin redirects to /app/admin/users.
export const Route = createFileRoute('/app/admin/')({
  staticData: { title: '', requiresAuth: true, requiredPermission: 'admin_access' },
  beforeLoad: () => {
    throw redirect({ to: '/app/admin/users', replace: true });
  },
});
