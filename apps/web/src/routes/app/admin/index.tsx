import { createFileRoute, redirect } from '@tanstack/react-router';
import { firstOpenPage } from '@/platform/navigation/first-open-page';

// Spec §2: /app/admin redirects to /app/admin/users. The address itself asks for nothing more than a login: who
// holds only view_system_health lands on self-healing, anyone else with no admin page on the dashboard.
export const Route = createFileRoute('/app/admin/')({
  staticData: { title: '', requiresAuth: true },
  beforeLoad: async ({ context }) => {
    // The section's navigation (with its icons) loads here, not with the route tree every visitor downloads.
    const { adminNav } = await import('@/modules/admin/nav');
    const to = firstOpenPage(context.routeAccess, ['/app/admin/users', ...adminNav.entries.map((entry) => entry.to)]);
    throw redirect({ to, replace: true });
  },
});
