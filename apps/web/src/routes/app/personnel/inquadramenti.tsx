import { createFileRoute, redirect } from '@tanstack/react-router';
import { personnelSections } from '@/modules/personnel/nav';
import { firstOpenPage } from '@/platform/navigation/first-open-page';

// Spec §2: /app/personnel/inquadramenti redirects to /app/personnel/job-levels, or, for whoever may not open
// it, to the first personnel page they may open.
export const Route = createFileRoute('/app/personnel/inquadramenti')({
  staticData: { title: '', requiresAuth: true, requiresFeature: 'personnel_module' },
  beforeLoad: ({ context }) => {
    const to = firstOpenPage(context.routeAccess, [
      '/app/personnel/job-levels',
      ...personnelSections.entries.map((entry) => entry.to),
    ]);
    throw redirect({ to, replace: true });
  },
});
