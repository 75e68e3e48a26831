import { documentsWidgets } from '@/modules/documents/widgets';
import { employeeWidgets } from '@/modules/personnel/employees/widgets';
import { performanceWidgets } from '@/modules/personnel/performance/widgets';
import { profileWidgets } from '@/modules/profile/widgets';
import { publicSiteWidgets } from '@/modules/public-site/widgets';
import { clientPortalWidgets } from '@/modules/sales/portal/widgets';
import { salesWidgets } from '@/modules/sales/widgets';
import { timesheetWidgets } from '@/modules/timesheet/widgets';
import type { DashboardWidget } from '@/platform/dashboard/widgets';

/** The dashboard's module registry: one line per module that puts cards on /app/dashboard. */
export const dashboardWidgetModules: readonly (readonly DashboardWidget[])[] = [
  profileWidgets,
  publicSiteWidgets,
  timesheetWidgets,
  employeeWidgets,
  performanceWidgets,
  documentsWidgets,
  clientPortalWidgets,
  salesWidgets,
];
