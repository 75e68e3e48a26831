import { createFileRoute } from '@tanstack/react-router';
import { ProjectsListPage } from '@/modules/timesheet/projects/pages/projects-list-page';
import { ProjectsListSearch } from '@/modules/timesheet/projects/search';
import { TIMESHEET_TEXT } from '@/modules/timesheet/strings';

export const Route = createFileRoute('/app/projects/')({
  staticData: {
    title: TIMESHEET_TEXT.projects,
    requiresAuth: true,
    requiredPermission: 'view_all_projects',
    requiresFeature: 'timesheet_module',
  },
  validateSearch: ProjectsListSearch,
  component: ProjectsListPage,
});
