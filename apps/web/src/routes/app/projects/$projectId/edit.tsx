import { createFileRoute } from '@tanstack/react-router';
import { membersQueryOptions } from '@/modules/timesheet/projects/api/get-members';
import { projectQueryOptions } from '@/modules/timesheet/projects/api/get-project';
import { projectPeopleQueryOptions } from '@/modules/timesheet/projects/api/project-people';
import { ProjectFormPage } from '@/modules/timesheet/projects/pages/project-form-page';
import { projectDraftKey } from '@/modules/timesheet/projects/project-form-draft';
import { TIMESHEET_TITLES } from '@/modules/timesheet/titles';
import { draftByKeyQueryOptions } from '@/platform/drafts/api/draft-by-key';

export const Route = createFileRoute('/app/projects/$projectId/edit')({
  staticData: {
    title: TIMESHEET_TITLES.projects,
    breadcrumb: TIMESHEET_TITLES.editProject,
    crumbParent: '/app/projects',
    requiresAuth: true,
    requiredPermission: 'edit_project',
    requiresFeature: 'timesheet_module',
  },
  // The project, its team, the manager's and team's choices, and the user's unsaved draft of this project.
  loader: ({ context: { queryClient }, params }) =>
    Promise.all([
      queryClient.prefetchQuery(projectQueryOptions(params.projectId)),
      queryClient.prefetchQuery(membersQueryOptions(params.projectId)),
      queryClient.prefetchQuery(projectPeopleQueryOptions()),
      queryClient.prefetchQuery(draftByKeyQueryOptions(projectDraftKey(params.projectId))),
    ]),
  component: EditProjectRoute,
});

function EditProjectRoute() {
  const { projectId } = Route.useParams();
  return <ProjectFormPage key={projectId} projectId={projectId} />;
}
