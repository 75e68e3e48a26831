import { createFileRoute, redirect } from '@tanstack/react-router';
import { firstOpenPage } from '@/platform/navigation/first-open-page';

// Spec §2: /app/personnel/departments redirects to the admin page (its Dipartimenti tab); whoever may not open
// it goes to the first personnel page they may open.
export const Route = createFileRoute('/app/personnel/departments/')({
  staticData: { title: '', requiresAuth: true, requiresFeature: 'personnel_module' },
  beforeLoad: async ({ context }) => {
    // The section's navigation (with its icons) loads here, not with the route tree every visitor downloads.
    const { personnelSections } = await import('@/modules/personnel/nav');
    const to = firstOpenPage(context.routeAccess, [
      '/app/personnel/admin',
      ...personnelSections.entries.map((entry) => entry.to),
    ]);
    if (to === '/app/personnel/admin') throw redirect({ to, search: { tab: 'dipartimenti' }, replace: true });
    throw redirect({ to, replace: true });
  },
});
