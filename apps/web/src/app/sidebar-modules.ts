import { adminNav } from '@/modules/admin/nav';
import { dashboardNav } from '@/modules/dashboard/nav';
import { designSystemNav } from '@/modules/design-system/nav';
import { documentsNav } from '@/modules/documents/nav';
import { personnelNav } from '@/modules/personnel/nav';
import { salesNav } from '@/modules/sales/nav';
import { clientPortalNav } from '@/modules/sales/portal/nav';
import { timesheetNav } from '@/modules/timesheet/nav';
import type { NavGroup } from '@/platform/navigation/navigation';

/** The sidebar's module registry, in display order: adding a module is one line here. */
export const sidebarModules: readonly NavGroup[] = [
  dashboardNav,
  // Client accounts only: right under their dashboard.
  clientPortalNav,
  personnelNav,
  timesheetNav,
  documentsNav,
  salesNav,
  adminNav,
  designSystemNav,
];
