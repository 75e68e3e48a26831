import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { DEFAULT_AFTER_LOGIN_PATH } from '@/platform/safe-redirect';
import type { AppPath } from './navigation';
import {
  type AccessSubject,
  firstDisabledFeature,
  firstMissingPermission,
  meetsAccountRequirement,
  type RouteAccess,
} from './route-access';

/** A path's collected route requirements, or null when no such route exists: the router context carries one. */
export type RouteAccessLookup = (path: string) => RouteAccess | null;

const DASHBOARD = DEFAULT_AFTER_LOGIN_PATH satisfies AppPath;
const LAST_RESORT = '/app/profile' satisfies AppPath;

/** The session as the guard sees it; flags that never loaded count as unknown, like failed ones (spec §8). */
export function currentAccessSubject(): AccessSubject {
  const { permissions, user } = useAuthStore.getState();
  const { flags, failed, initialized } = useFlagsStore.getState();
  return { permissions, flags, flagsFailed: failed || !initialized, role: user?.role ?? null };
}

/**
 * Whether the guard would let the subject into `path`: its route exists, its flags are on, its permissions held,
 * and it is for this kind of account.
 */
export function mayOpen(lookup: RouteAccessLookup, path: string, subject = currentAccessSubject()): boolean {
  const access = lookup(path);
  if (!access) return false;
  return (
    !firstDisabledFeature(subject, access.features) &&
    !firstMissingPermission(subject, access.permissions) &&
    meetsAccountRequirement(subject, access)
  );
}

/**
 * Where a section's address (`/app/personnel`, `/app/admin`…) sends the user: the first of its pages they may
 * open, in the order given (the spec's default first), else the dashboard, else the profile — never a 403 for a
 * page the user did not ask for by name.
 */
export function firstOpenPage<T extends AppPath>(
  lookup: RouteAccessLookup,
  candidates: readonly T[],
  subject = currentAccessSubject(),
): T | typeof DASHBOARD | typeof LAST_RESORT {
  const open = candidates.find((path) => mayOpen(lookup, path, subject));
  if (open) return open;
  return mayOpen(lookup, DASHBOARD, subject) ? DASHBOARD : LAST_RESORT;
}
