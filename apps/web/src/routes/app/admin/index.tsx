import { createFileRoute, redirect } from '@tanstack/react-router';
import { adminNav } from '@/modules/admin/nav';
import { firstOpenPage } from '@/platform/navigation/first-open-page';

// Spec §2: /app/admin redirects to /app/admin/users. The address itself asks for nothing more than a login: who
// holds only view_system_health lands on self-healing, anyone else with no admin page on the dashboard.
export const Route = createFileRoute('/app/admin/')({
  staticData: { title: '', requiresAuth: true },
  beforeLoad: ({ context }) => {
    const to = firstOpenPage(context.routeAccess, ['/app/admin/users', ...adminNav.entries.map((entry) => entry.to)]);
    throw redirect({ to, replace: true });
  },
});
