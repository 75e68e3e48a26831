import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2: /app/personnel redirects to /app/personnel/admin.
export const Route = createFileRoute('/app/personnel/')({
  staticData: { title: '', requiresAuth: true, requiresFeature: 'personnel_module' },
  beforeLoad: () => {
    throw redirect({ to: '/app/personnel/admin', replace: true });
  },
});
