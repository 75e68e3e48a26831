import type { AnyRoute } from '@tanstack/react-router';
import { useRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { type NavGroup, visibleNavigation } from './navigation';
import { routeAccessOf } from './route-access';

/**
 * The groups of `groups` this user may see, each with the entries they may open: the sidebar and the
 * dashboard's quick links pass every module's group (app/sidebar-modules.ts), a module its own.
 */
export function useVisibleNavigation(groups: readonly NavGroup[]): NavGroup[] {
  const router = useRouter();
  const role = useAuthStore((state) => state.user?.role ?? null);
  const permissions = useAuthStore((state) => state.permissions);
  const flags = useFlagsStore((state) => state.flags);
  const flagsFailed = useFlagsStore((state) => state.failed || !state.initialized);
  return useMemo(() => {
    const routesByPath = router.routesByPath as unknown as Record<string, AnyRoute>;
    return visibleNavigation(groups, {
      role,
      permissions,
      flags,
      flagsFailed,
      routeAccess: (to) => routeAccessOf(routesByPath, to),
    });
  }, [router, groups, role, permissions, flags, flagsFailed]);
}
