import { createFileRoute } from '@tanstack/react-router';
import { personYearQueryOptions } from '@/modules/personnel/performance/api/get-person-year';
import { PersonPerformancePage, yearOf } from '@/modules/personnel/performance/person-performance-page';
import { PERSONNEL_TITLES } from '@/modules/personnel/titles';

export const Route = createFileRoute('/app/personnel/$personId/performance/$year')({
  staticData: {
    title: PERSONNEL_TITLES.performance,
    requiresAuth: true,
    requiredPermission: ['view_personnel', 'view_recruiting'],
    requiresFeature: 'personnel_module',
  },
  loader: ({ context, params }) =>
    context.queryClient.prefetchQuery(personYearQueryOptions(params.personId, yearOf(params.year))),
  component: PersonPerformancePage,
});
