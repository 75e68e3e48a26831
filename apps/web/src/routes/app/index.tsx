import { createFileRoute, Navigate, useRouter } from '@tanstack/react-router';
import { sidebarModules } from '@/app/sidebar-modules';
import { landingPath } from '@/platform/navigation/landing';

// Spec §2: /app redirects to /app/dashboard; a user who may not open the dashboard lands where a login would
// take them (the /app layout's guard has already made sure someone is logged in).
export const Route = createFileRoute('/app/')({
  staticData: { title: '', requiresAuth: true },
  component: AppIndex,
});

function AppIndex() {
  const router = useRouter();
  return <Navigate to={landingPath(router, sidebarModules)} replace />;
}
