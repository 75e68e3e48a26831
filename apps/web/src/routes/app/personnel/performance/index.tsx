import { createFileRoute } from '@tanstack/react-router';
import { performanceOverviewQueryOptions } from '@/modules/personnel/performance/api/get-overview';
import { PerformancePage } from '@/modules/personnel/performance/performance-page';
import { PERSONNEL_TITLES } from '@/modules/personnel/titles';

export const Route = createFileRoute('/app/personnel/performance/')({
  staticData: {
    title: PERSONNEL_TITLES.performance,
    requiresAuth: true,
    requiredPermission: ['view_personnel', 'view_recruiting'],
    requiresFeature: 'personnel_module',
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(performanceOverviewQueryOptions()),
  component: PerformancePage,
});
