import { createFileRoute } from '@tanstack/react-router';
import { projectPeopleQueryOptions } from '@/modules/timesheet/projects/api/project-people';
import { ProjectFormPage } from '@/modules/timesheet/projects/pages/project-form-page';
import { TIMESHEET_TEXT } from '@/modules/timesheet/strings';

export const Route = createFileRoute('/app/projects/create')({
  staticData: {
    title: TIMESHEET_TEXT.projects,
    breadcrumb: TIMESHEET_TEXT.newProject,
    crumbParent: '/app/projects',
    requiresAuth: true,
    requiredPermission: 'edit_project',
    requiresFeature: 'timesheet_module',
  },
  // The manager's and team's choices.
  loader: ({ context }) => context.queryClient.prefetchQuery(projectPeopleQueryOptions()),
  component: () => <ProjectFormPage />,
});
