import type { AnyRoute } from '@tanstack/react-router';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { DEFAULT_AFTER_LOGIN_PATH } from '@/platform/safe-redirect';
import { type AppPath, type NavGroup, visibleNavigation } from './navigation';
import { firstDisabledFeature, firstMissingPermission, meetsAccountRequirement, routeAccessOf } from './route-access';

const DASHBOARD: AppPath = DEFAULT_AFTER_LOGIN_PATH;
const LAST_RESORT: AppPath = '/app/profile';

/** A landing rule as the login page and /app receive it from their route files, which compose the sidebar. */
export type LandingRule = (router: { routesByPath: unknown }) => AppPath;

/**
 * Where a login without a return address lands: the dashboard (spec §2), or, when the user may not open it
 * (its module switched off, or no view_dashboard), the first page of their sidebar `groups`, and the profile
 * at worst — never an error page right after logging in. The route files pass the groups: the platform never
 * imports the modules.
 */
export function landingPath(router: { routesByPath: unknown }, groups: readonly NavGroup[]): AppPath {
  const routesByPath = router.routesByPath as Record<string, AnyRoute>;
  const { user, permissions } = useAuthStore.getState();
  const { flags, failed, initialized } = useFlagsStore.getState();
  const subject = { permissions, flags, flagsFailed: failed || !initialized, role: user?.role ?? null };
  const dashboard = routeAccessOf(routesByPath, DASHBOARD);
  if (
    dashboard &&
    !firstDisabledFeature(subject, dashboard.features) &&
    !firstMissingPermission(subject, dashboard.permissions) &&
    meetsAccountRequirement(subject, dashboard)
  )
    return DASHBOARD;
  const visible = visibleNavigation(groups, {
    ...subject,
    routeAccess: (to) => routeAccessOf(routesByPath, to),
  });
  return visible[0]?.entries[0]?.to ?? LAST_RESORT;
}
