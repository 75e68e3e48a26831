import { createFileRoute } from '@tanstack/react-router';
import { PerformancePage } from '@/modules/personnel/performance/performance-page';
import { PERSONNEL_TEXT } from '@/modules/personnel/strings';

export const Route = createFileRoute('/app/personnel/performance/')({
  staticData: {
    title: PERSONNEL_TEXT.performance,
    requiresAuth: true,
    requiredPermission: ['view_personnel', 'view_recruiting'],
    requiresFeature: 'personnel_module',
  },
  component: PerformancePage,
});
