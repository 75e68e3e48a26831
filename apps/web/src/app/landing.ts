import type { AnyRoute } from '@tanstack/react-router';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { DEFAULT_AFTER_LOGIN_PATH } from '@/platform/safe-redirect';
import { visibleNavigation } from './navigation';
import { firstDisabledFeature, firstMissingPermission, routeAccessOf } from './route-access';
import { sidebarModules } from './sidebar-modules';

const LAST_RESORT = '/app/profile';

/**
 * Where a login without a return address lands: the dashboard (spec §2), or, when the user may not open it
 * (its module switched off, or no view_dashboard), the first page of their sidebar, and the profile at worst —
 * never an error page right after logging in.
 */
export function landingPath(router: { routesByPath: unknown }): string {
  const routesByPath = router.routesByPath as Record<string, AnyRoute>;
  const { user, permissions } = useAuthStore.getState();
  const { flags, failed, initialized } = useFlagsStore.getState();
  const subject = { permissions, flags, flagsFailed: failed || !initialized };
  const dashboard = routeAccessOf(routesByPath, DEFAULT_AFTER_LOGIN_PATH);
  if (
    dashboard &&
    !firstDisabledFeature(subject, dashboard.features) &&
    !firstMissingPermission(subject, dashboard.permissions)
  )
    return DEFAULT_AFTER_LOGIN_PATH;
  const groups = visibleNavigation(sidebarModules, {
    ...subject,
    role: user?.role ?? null,
    routeAccess: (to) => routeAccessOf(routesByPath, to),
  });
  return groups[0]?.entries[0]?.to ?? LAST_RESORT;
}
