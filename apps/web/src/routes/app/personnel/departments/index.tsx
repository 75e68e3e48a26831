import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2: /app/personnel/departments redirects to the admin page (its Dipartimenti tab).
export const Route = createFileRoute('/app/personnel/departments/')({
  staticData: { title: '', requiresAuth: true, requiresFeature: 'personnel_module' },
  beforeLoad: () => {
    throw redirect({ to: '/app/personnel/admin', search: { tab: 'dipartimenti' }, replace: true });
  },
});
