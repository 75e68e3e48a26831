import { createFileRoute } from '@tanstack/react-router';
import { projectsQueryOptions } from '@/modules/timesheet/projects/api/list-projects';
import { projectFiltersQueryOptions } from '@/modules/timesheet/projects/api/project-filters';
import { ProjectsListPage } from '@/modules/timesheet/projects/pages/projects-list-page';
import { ProjectsListSearch, projectsQuery } from '@/modules/timesheet/projects/search';
import { TIMESHEET_TITLES } from '@/modules/timesheet/titles';
import { waitOnEnter } from '@/platform/route-loading';
import { can } from '@/platform/use-can';

export const Route = createFileRoute('/app/projects/')({
  staticData: {
    title: TIMESHEET_TITLES.projects,
    requiresAuth: true,
    requiredPermission: 'view_all_projects',
    requiresFeature: 'timesheet_module',
  },
  validateSearch: ProjectsListSearch,
  // A new search state (filter, sort, page) runs the loader again; the old page stays until it has its data.
  loaderDeps: ({ search }) => search,
  // prefetchQuery never throws: a failure is shown by the page's QueryBoundary, with 'Riprova'.
  loader: ({ context: { queryClient }, deps, cause }) =>
    waitOnEnter(
      cause,
      Promise.all([
        queryClient.prefetchQuery(projectsQueryOptions(projectsQuery(deps, can('edit_project')))),
        queryClient.prefetchQuery(projectFiltersQueryOptions()),
      ]),
    ),
  component: ProjectsListPage,
});
