import { createFileRoute } from '@tanstack/react-router';
import { JobLevelsPage } from '@/modules/personnel/job-levels/job-levels-page';
import { PERSONNEL_TEXT } from '@/modules/personnel/strings';

export const Route = createFileRoute('/app/personnel/job-levels')({
  staticData: {
    title: PERSONNEL_TEXT.jobLevels,
    requiresAuth: true,
    requiredPermission: ['view_personnel', 'view_recruiting'],
    requiresFeature: 'personnel_module',
  },
  component: JobLevelsPage,
});
