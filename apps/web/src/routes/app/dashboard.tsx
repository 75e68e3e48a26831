import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../../modules/dashboard/pages/dashboard-page';

export const Route = createFileRoute('/app/dashboard')({
  staticData: { title: 'Dashboard', requiresAuth: true, requiredPermission: 'view_dashboard' },
  component: DashboardPage,
});
