import type { DashboardWidget } from '@/platform/dashboard/widgets';
import { performanceOverviewQueryOptions } from './api/get-overview';
import { MyReviewWidget } from './components/my-review-widget';
import { PERFORMANCE_TEXT } from './strings';

/** Dashboard cards of personnel performance; app/dashboard-widget-registry.ts lists them. */
export const performanceWidgets: DashboardWidget[] = [
  {
    id: 'personnel.my-review',
    title: PERFORMANCE_TEXT.widgetTitle,
    order: 42,
    requiredPermission: 'view_personnel',
    requiresFeature: 'personnel_module',
    component: MyReviewWidget,
    prefetch: (queryClient) => queryClient.prefetchQuery(performanceOverviewQueryOptions()),
  },
];
