import { createFileRoute } from '@tanstack/react-router';
import { dashboardWidgetModules } from '@/app/dashboard-widget-registry';
import { sidebarModules } from '@/app/sidebar-modules';
import { DashboardPage } from '@/modules/dashboard/pages/dashboard-page';
import { DASHBOARD_TITLE } from '@/modules/dashboard/titles';
import { useAuthStore } from '@/platform/auth-store';
import { prefetchDashboardWidgets } from '@/platform/dashboard/widgets';
import { useFlagsStore } from '@/platform/flags-store';
import { waitOnEnter } from '@/platform/route-loading';

export const Route = createFileRoute('/app/dashboard')({
  staticData: {
    title: DASHBOARD_TITLE,
    requiresAuth: true,
    requiredPermission: 'view_dashboard',
    requiresFeature: 'dashboard_module',
  },
  // The data of the cards this user may see; each card shows its own failure, with 'Riprova'.
  loader: ({ context, cause }) => {
    const { permissions } = useAuthStore.getState();
    const { flags, failed, initialized } = useFlagsStore.getState();
    const subject = { permissions, flags, flagsFailed: failed || !initialized };
    return waitOnEnter(cause, prefetchDashboardWidgets(dashboardWidgetModules, subject, context.queryClient));
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  return <DashboardPage groups={sidebarModules} widgets={dashboardWidgetModules} />;
}
