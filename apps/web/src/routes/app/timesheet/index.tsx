import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2: /app/timesheet redirects to /app/timesheet/entry.
export const Route = createFileRoute('/app/timesheet/')({
  staticData: { title: '', requiresAuth: true, requiresFeature: 'timesheet_module' },
  beforeLoad: () => {
    throw redirect({ to: '/app/timesheet/entry', replace: true });
  },
});
