import { holdsPermission, type KnownFlag, type PermissionRequirement, type Role } from '@portale/shared';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useAuthStore } from '@/platform/auth-store';
import { type AccessSubject, isFlagOn } from '@/platform/navigation/route-access';

/**
 * A card a module puts on /app/dashboard: the contract a module fulfils. Each module exports its list from
 * `modules/<m>/widgets.ts`; app/dashboard-widget-registry.ts lists the modules (one line each), the dashboard
 * route hands them to the page, and the page shows the widgets the user may see: permission (any of a list)
 * and feature flag are checked like the sidebar does.
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
  /**
   * Only for these roles (the client's start card, which no permission tells apart from an employee's). Read
   * from the logged-in user, like the sidebar's `adminOnly`.
   */
  forRoles?: readonly Role[];
  component: ComponentType;
  /**
   * A hook deciding, from data only the server knows (e.g. whether the user approves anybody's requests), whether
   * the card shows at all; it must not suspend (read with `useQuery`, prefetched by `prefetch`). Permission and
   * flag are checked before it runs.
   */
  useVisible?: () => boolean;
  /**
   * Starts loading what the card reads (its queries' `prefetchQuery`), so the dashboard's route loader has the
   * cards' data before the page shows (DESIGN.md §4.7). A card without it loads when it renders.
   */
  prefetch?: (queryClient: QueryClient) => Promise<unknown>;
}

/** The cards this user may see, by permission and flag like the sidebar, in their declared order. */
export function visibleDashboardWidgets(
  modules: readonly (readonly DashboardWidget[])[],
  subject: AccessSubject,
): DashboardWidget[] {
  const role = useAuthStore.getState().user?.role;
  return modules
    .flat()
    .filter(
      (widget) =>
        (!widget.forRoles || (role !== undefined && widget.forRoles.includes(role))) &&
        (!widget.requiresFeature || isFlagOn(subject, widget.requiresFeature)) &&
        (!widget.requiredPermission || holdsPermission(subject.permissions, widget.requiredPermission)),
    )
    .sort((a, b) => a.order - b.order);
}

/** Prefetches the data of the cards this subject may see: what the dashboard's route loader waits for. */
export function prefetchDashboardWidgets(
  modules: readonly (readonly DashboardWidget[])[],
  subject: AccessSubject,
  queryClient: QueryClient,
): Promise<unknown> {
  return Promise.all(visibleDashboardWidgets(modules, subject).map((widget) => widget.prefetch?.(queryClient)));
}
