import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2: /app/personnel/inquadramenti redirects to /app/personnel/job-levels.
export const Route = createFileRoute('/app/personnel/inquadramenti')({
  staticData: { title: '', requiresAuth: true, requiresFeature: 'personnel_module' },
  beforeLoad: () => {
    throw redirect({ to: '/app/personnel/job-levels', replace: true });
  },
});
