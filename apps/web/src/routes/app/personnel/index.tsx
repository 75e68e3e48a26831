import { createFileRoute, redirect } from '@tanstack/react-router';
import { firstOpenPage } from '@/platform/navigation/first-open-page';

// Spec §2: /app/personnel redirects to /app/personnel/admin; whoever may not open it goes to the first personnel
// page they may open (the org chart for an employee), so the address never ends on a 403.
export const Route = createFileRoute('/app/personnel/')({
  staticData: { title: '', requiresAuth: true, requiresFeature: 'personnel_module' },
  beforeLoad: async ({ context }) => {
    // The section's navigation (with its icons) loads here, not with the route tree every visitor downloads.
    const { personnelSections } = await import('@/modules/personnel/nav');
    const to = firstOpenPage(context.routeAccess, [
      '/app/personnel/admin',
      ...personnelSections.entries.map((entry) => entry.to),
    ]);
    throw redirect({ to, replace: true });
  },
});
