import { createFileRoute } from '@tanstack/react-router';
import { jobLevelsQueryOptions } from '@/modules/personnel/job-levels/api/list-job-levels';
import { JobLevelsPage } from '@/modules/personnel/job-levels/job-levels-page';
import { PERSONNEL_TITLES } from '@/modules/personnel/titles';

export const Route = createFileRoute('/app/personnel/job-levels')({
  staticData: {
    title: PERSONNEL_TITLES.jobLevels,
    requiresAuth: true,
    requiredPermission: ['view_personnel', 'view_recruiting'],
    requiresFeature: 'personnel_module',
  },
  loader: ({ context }) => context.queryClient.prefetchQuery(jobLevelsQueryOptions()),
  component: JobLevelsPage,
});
