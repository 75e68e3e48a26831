import { createFileRoute } from '@tanstack/react-router';
import { ProjectDetailPage } from '@/modules/timesheet/projects/pages/project-detail-page';
import { ProjectDetailSearch } from '@/modules/timesheet/projects/search';
import { TIMESHEET_TEXT } from '@/modules/timesheet/strings';

// Members without view_all_projects reach their projects from the dashboard; the server answers 404 to others.
export const Route = createFileRoute('/app/projects/$projectId/')({
  staticData: {
    title: TIMESHEET_TEXT.projects,
    requiresAuth: true,
    requiredPermission: ['view_all_projects', 'manage_timesheets'],
    requiresFeature: 'timesheet_module',
  },
  validateSearch: ProjectDetailSearch,
  component: ProjectDetailPage,
});
