import { createFileRoute } from '@tanstack/react-router';
import { dashboardQueryOptions } from '@/modules/admin/self-healing/api/get-dashboard';
import { SelfHealingDashboardPage } from '@/modules/admin/self-healing/pages/dashboard-page';
import { ADMIN_TITLES } from '@/modules/admin/titles';
import { waitOnEnter } from '@/platform/route-loading';

// Spec §6: the self-healing pages need view_system_health.
export const Route = createFileRoute('/app/admin/self-healing/')({
  staticData: { title: ADMIN_TITLES.selfHealing, requiresAuth: true, requiredPermission: 'view_system_health' },
  // prefetchQuery never throws: a failure is shown by the page's QueryBoundary, with the spec §8 message.
  loader: ({ context, cause }) => waitOnEnter(cause, context.queryClient.prefetchQuery(dashboardQueryOptions())),
  component: SelfHealingDashboardPage,
});
