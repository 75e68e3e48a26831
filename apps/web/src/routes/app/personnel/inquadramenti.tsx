import { createFileRoute, redirect } from '@tanstack/react-router';
import { firstOpenPage } from '@/platform/navigation/first-open-page';

// Spec §2: /app/personnel/inquadramenti redirects to /app/personnel/job-levels, or, for whoever may not open
// it, to the first personnel page they may open.
export const Route = createFileRoute('/app/personnel/inquadramenti')({
  staticData: { title: '', requiresAuth: true, requiresFeature: 'personnel_module' },
  beforeLoad: async ({ context }) => {
    // The section's navigation (with its icons) loads here, not with the route tree every visitor downloads.
    const { personnelSections } = await import('@/modules/personnel/nav');
    const to = firstOpenPage(context.routeAccess, [
      '/app/personnel/job-levels',
      ...personnelSections.entries.map((entry) => entry.to),
    ]);
    throw redirect({ to, replace: true });
  },
});
