import type { DashboardWidget } from '@/platform/dashboard/widgets';
import { myProjectsQueryOptions } from './projects/api/my-projects';
import { myTasksQueryOptions } from './projects/api/my-tasks';
import { MyProjectsWidget, MyTasksWidget } from './projects/components/my-widgets';
import { PROJECTS_TEXT } from './projects/strings';

/** Dashboard cards of the timesheet and projects module; app/dashboard-widget-registry.ts lists this module. */
export const timesheetWidgets: DashboardWidget[] = [
  {
    id: 'timesheet.my-tasks',
    title: PROJECTS_TEXT.widgets.myTasks,
    order: 20,
    requiredPermission: ['manage_timesheets', 'view_all_projects'],
    requiresFeature: 'timesheet_module',
    component: MyTasksWidget,
    prefetch: (queryClient) => queryClient.prefetchQuery(myTasksQueryOptions()),
  },
  {
    id: 'timesheet.my-projects',
    title: PROJECTS_TEXT.widgets.myProjects,
    order: 21,
    requiredPermission: ['manage_timesheets', 'view_all_projects'],
    requiresFeature: 'timesheet_module',
    component: MyProjectsWidget,
    prefetch: (queryClient) => queryClient.prefetchQuery(myProjectsQueryOptions()),
  },
];
