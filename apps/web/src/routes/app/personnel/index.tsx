import { createFileRoute, redirect } from '@tanstack/react-router';
import { personnelSections } from '@/modules/personnel/nav';
import { firstOpenPage } from '@/platform/navigation/first-open-page';

// Spec §2: /app/personnel redirects to /app/personnel/admin; whoever may not open it goes to the first personnel
// page they may open (the org chart for an employee), so the address never ends on a 403.
export const Route = createFileRoute('/app/personnel/')({
  staticData: { title: '', requiresAuth: true, requiresFeature: 'personnel_module' },
  beforeLoad: ({ context }) => {
    const to = firstOpenPage(context.routeAccess, [
      '/app/personnel/admin',
      ...personnelSections.entries.map((entry) => entry.to),
    ]);
    throw redirect({ to, replace: true });
  },
});
