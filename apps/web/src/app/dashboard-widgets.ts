import type { KnownFlag, PermissionRequirement } from '@portale/shared';
import type { ComponentType } from 'react';

/**
 * A card a module puts on /app/dashboard. Each module exports its list from `modules/<m>/widgets.ts`;
 * app/dashboard-widget-registry.ts lists the modules (one line each) and the dashboard shows the widgets
 * the user may see: permission (any of a list) and feature flag are checked like the sidebar does.
 */
export interface DashboardWidget {
  id: string;
  /** Italian card title. */
  title: string;
  /** Lower comes first. */
  order: number;
  /** 'full' spans the whole row on wide screens. */
  size?: 'normal' | 'full';
  requiredPermission?: PermissionRequirement;
  requiresFeature?: KnownFlag;
  component: ComponentType;
}
