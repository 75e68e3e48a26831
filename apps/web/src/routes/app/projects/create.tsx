import { createFileRoute } from '@tanstack/react-router';
import { projectPeopleQueryOptions } from '@/modules/timesheet/projects/api/project-people';
import { ProjectFormPage } from '@/modules/timesheet/projects/pages/project-form-page';
import { projectDraftKey } from '@/modules/timesheet/projects/project-form-draft';
import { TIMESHEET_TITLES } from '@/modules/timesheet/titles';
import { draftByKeyQueryOptions } from '@/platform/drafts/api/draft-by-key';

export const Route = createFileRoute('/app/projects/create')({
  staticData: {
    title: TIMESHEET_TITLES.projects,
    breadcrumb: TIMESHEET_TITLES.newProject,
    crumbParent: '/app/projects',
    requiresAuth: true,
    requiredPermission: 'edit_project',
    requiresFeature: 'timesheet_module',
  },
  // The manager's and team's choices, and the user's unsaved draft of a new project.
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.prefetchQuery(projectPeopleQueryOptions()),
      context.queryClient.prefetchQuery(draftByKeyQueryOptions(projectDraftKey(undefined))),
    ]),
  component: () => <ProjectFormPage />,
});
