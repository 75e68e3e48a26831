import { holdsPermission } from '@portale/shared';
import { peopleWidgets } from '@/modules/personnel/people/widgets';
import { performanceWidgets } from '@/modules/personnel/performance/widgets';
import { publicSiteWidgets } from '@/modules/public-site/widgets';
import { timesheetWidgets } from '@/modules/timesheet/widgets';
import type { DashboardWidget } from './dashboard-widgets';
import { type AccessSubject, isFlagOn } from './route-access';

/** The dashboard's module registry: one line per module that puts cards on /app/dashboard. */
export const dashboardWidgetModules: readonly (readonly DashboardWidget[])[] = [
  publicSiteWidgets,
  timesheetWidgets,
  peopleWidgets,
  performanceWidgets,
];

/** The cards this user may see, by permission and flag like the sidebar, in their declared order. */
export function visibleDashboardWidgets(
  modules: readonly (readonly DashboardWidget[])[],
  subject: AccessSubject,
): DashboardWidget[] {
  return modules
    .flat()
    .filter(
      (widget) =>
        (!widget.requiresFeature || isFlagOn(subject, widget.requiresFeature)) &&
        (!widget.requiredPermission || holdsPermission(subject.permissions, widget.requiredPermission)),
    )
    .sort((a, b) => a.order - b.order);
}
