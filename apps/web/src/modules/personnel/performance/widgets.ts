import type { DashboardWidget } from '../../../app/dashboard-widgets';

/** Dashboard cards of personnel performance; app/dashboard-widget-registry.ts lists them. */
export const performanceWidgets: DashboardWidget[] = [];
