import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2: /app redirects to /app/dashboard.
export const Route = createFileRoute('/app/')({
  staticData: { title: '', requiresAuth: true },
  beforeLoad: () => {
    throw redirect({ to: '/app/dashboard', replace: true });
  },
});
