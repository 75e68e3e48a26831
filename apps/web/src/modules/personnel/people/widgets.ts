import type { DashboardWidget } from '../../../app/dashboard-widgets';

/** Dashboard cards of personnel people; app/dashboard-widget-registry.ts lists them. */
export const peopleWidgets: DashboardWidget[] = [];
