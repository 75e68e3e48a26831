import { createFileRoute } from '@tanstack/react-router';
import { membersQueryOptions } from '@/modules/timesheet/projects/api/get-members';
import { projectQueryOptions } from '@/modules/timesheet/projects/api/get-project';
import { projectPeopleQueryOptions } from '@/modules/timesheet/projects/api/project-people';
import { ProjectFormPage } from '@/modules/timesheet/projects/pages/project-form-page';
import { TIMESHEET_TEXT } from '@/modules/timesheet/strings';

export const Route = createFileRoute('/app/projects/$projectId/edit')({
  staticData: {
    title: TIMESHEET_TEXT.projects,
    breadcrumb: TIMESHEET_TEXT.editProject,
    crumbParent: '/app/projects',
    requiresAuth: true,
    requiredPermission: 'edit_project',
    requiresFeature: 'timesheet_module',
  },
  // The project, its team, and the manager's and team's choices.
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.prefetchQuery(projectQueryOptions(params.projectId)),
      queryClient.prefetchQuery(membersQueryOptions(params.projectId)),
      queryClient.prefetchQuery(projectPeopleQueryOptions()),
    ]),
  component: EditProjectRoute,
});

function EditProjectRoute() {
  const { projectId } = Route.useParams();
  return <ProjectFormPage key={projectId} projectId={projectId} />;
}
