import { createFileRoute } from '@tanstack/react-router';
import { activityQueryOptions } from '@/modules/timesheet/projects/api/get-activity';
import { membersQueryOptions } from '@/modules/timesheet/projects/api/get-members';
import { overviewQueryOptions } from '@/modules/timesheet/projects/api/get-overview';
import { projectQueryOptions } from '@/modules/timesheet/projects/api/get-project';
import { timeQueryOptions } from '@/modules/timesheet/projects/api/get-time';
import { tasksQueryOptions } from '@/modules/timesheet/projects/api/list-tasks';
import { ProjectDetailPage } from '@/modules/timesheet/projects/pages/project-detail-page';
import { ProjectDetailSearch, taskFilters } from '@/modules/timesheet/projects/search';
import { TIMESHEET_TITLES } from '@/modules/timesheet/titles';
import { waitOnEnter } from '@/platform/route-loading';

// Members without view_all_projects reach their projects from the dashboard; the server answers 404 to others.
export const Route = createFileRoute('/app/projects/$projectId/')({
  staticData: {
    title: TIMESHEET_TITLES.projects,
    breadcrumb: TIMESHEET_TITLES.project,
    crumbParent: '/app/projects',
    requiresAuth: true,
    requiredPermission: ['view_all_projects', 'manage_timesheets'],
    requiresFeature: 'timesheet_module',
  },
  validateSearch: ProjectDetailSearch,
  // The open tab and its filters are in the URL: a change runs the loader again, and the tab keeps its data on
  // screen until the next is there.
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, params: { projectId }, deps, cause }) => {
    const tab = deps.tab ?? (deps.task ? 'task' : 'panoramica');
    return waitOnEnter(
      cause,
      Promise.all([
        queryClient.prefetchQuery(projectQueryOptions(projectId)),
        tab === 'panoramica' && queryClient.prefetchQuery(overviewQueryOptions(projectId)),
        // The filtered tasks, and all of them: a link may open any task (`?task=`).
        tab === 'task' && queryClient.prefetchQuery(tasksQueryOptions(projectId, taskFilters(deps))),
        tab === 'task' && queryClient.prefetchQuery(tasksQueryOptions(projectId, {})),
        tab === 'team' && queryClient.prefetchQuery(membersQueryOptions(projectId)),
        tab === 'ore' && queryClient.prefetchQuery(timeQueryOptions(projectId)),
        tab === 'attivita' && queryClient.prefetchQuery(activityQueryOptions(projectId, deps.page ?? 1)),
      ]),
    );
  },
  component: ProjectDetailPage,
});
