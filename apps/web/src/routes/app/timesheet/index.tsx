import { createFileRoute, redirect } from '@tanstack/react-router';
import { firstOpenPage } from '@/platform/navigation/first-open-page';

// Spec §2: /app/timesheet redirects to /app/timesheet/entry, or, for whoever may not enter hours, to the first
// timesheet page they may open (a manager without manage_timesheets: the timesheet dashboard).
export const Route = createFileRoute('/app/timesheet/')({
  staticData: { title: '', requiresAuth: true, requiresFeature: 'timesheet_module' },
  beforeLoad: async ({ context }) => {
    // The section's navigation (with its icons) loads here, not with the route tree every visitor downloads.
    const { timesheetNav } = await import('@/modules/timesheet/nav');
    const to = firstOpenPage(context.routeAccess, [
      '/app/timesheet/entry',
      ...timesheetNav.entries.map((entry) => entry.to),
    ]);
    throw redirect({ to, replace: true });
  },
});
