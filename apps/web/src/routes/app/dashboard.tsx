import { createFileRoute } from '@tanstack/react-router';
import { dashboardWidgetModules } from '@/app/dashboard-widget-registry';
import { sidebarModules } from '@/app/sidebar-modules';
import { DashboardPage } from '@/modules/dashboard/pages/dashboard-page';
import { DASHBOARD_TEXT } from '@/modules/dashboard/strings';

export const Route = createFileRoute('/app/dashboard')({
  staticData: {
    title: DASHBOARD_TEXT.title,
    requiresAuth: true,
    requiredPermission: 'view_dashboard',
    requiresFeature: 'dashboard_module',
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  return <DashboardPage groups={sidebarModules} widgets={dashboardWidgetModules} />;
}
