import type { DashboardWidget } from '@/platform/dashboard/widgets';
import { weekQueryOptions } from './entries/api/week';
import { currentMonday } from './entries/dates';
import { approvalsSummaryQueryOptions, useIsApprover } from './home-cards/approvals-summary';
import { balancesYear, MyBalancesCard } from './home-cards/my-balances-card';
import { MyWeekCard } from './home-cards/my-week-card';
import { HOME_CARDS_TEXT } from './home-cards/strings';
import { ToApproveCard } from './home-cards/to-approve-card';
import { myProjectsQueryOptions } from './projects/api/my-projects';
import { myTasksQueryOptions } from './projects/api/my-tasks';
import { MyProjectsWidget, MyTasksWidget } from './projects/components/my-widgets';
import { PROJECTS_TEXT } from './projects/strings';
import { balancesQueryOptions } from './requests/api/balances';

/** Dashboard cards of the timesheet and projects module; app/dashboard-widget-registry.ts lists this module. */
export const timesheetWidgets: DashboardWidget[] = [
  {
    id: 'timesheet.to-approve',
    title: HOME_CARDS_TEXT.toApprove.title,
    order: 5,
    requiredPermission: ['manage_timesheets', 'view_all_projects', 'admin_access'],
    requiresFeature: 'timesheet_module',
    component: ToApproveCard,
    useVisible: useIsApprover,
    prefetch: (queryClient) => queryClient.prefetchQuery(approvalsSummaryQueryOptions()),
  },
  {
    id: 'timesheet.my-week',
    title: HOME_CARDS_TEXT.myWeek.title,
    order: 10,
    requiredPermission: 'manage_timesheets',
    requiresFeature: 'timesheet_module',
    component: MyWeekCard,
    prefetch: (queryClient) => queryClient.prefetchQuery(weekQueryOptions(currentMonday())),
  },
  {
    id: 'timesheet.my-balances',
    title: HOME_CARDS_TEXT.myBalances.title,
    order: 11,
    requiredPermission: 'manage_timesheets',
    requiresFeature: 'timesheet_module',
    component: MyBalancesCard,
    prefetch: (queryClient) => queryClient.prefetchQuery(balancesQueryOptions(balancesYear())),
  },
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
