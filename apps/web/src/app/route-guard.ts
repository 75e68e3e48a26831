import { ROUTE_CHECK_CACHE_TTL_MS } from '@portale/shared';
import type { AuthStatus } from '@/platform/auth-store';
import {
  type AccessSubject,
  firstDisabledFeature,
  firstMissingPermission,
  meetsAccountRequirement,
  type RouteAccess,
  requirementName,
} from '@/platform/navigation/route-access';

/** Spec §8 route guard messages. */
export const GUARD_MESSAGES = {
  unauthenticated: 'Autenticazione richiesta',
  featureDisabled: (name: string) => `Feature ${name} non abilitata`,
  permissionMissing: (name: string) => `Permesso ${name} mancante`,
  clientAccountOnly: 'Pagina riservata agli account cliente',
  internal: 'Errore interno durante navigazione',
} as const;

export type GuardDecision =
  | { outcome: 'allow' }
  | { outcome: 'login'; message: string }
  | { outcome: 'not-found'; message: string }
  | { outcome: 'forbidden'; message: string };

export interface GuardInput {
  access: RouteAccess;
  authStatus: AuthStatus;
  subject: AccessSubject;
}

/**
 * Spec §4/§8, in this order: authentication (→ login), the feature flag (→ 404, so a disabled module looks
 * absent), the permission (→ 403), then the kind of account (→ 403: the client portal's pages are for client
 * accounts only). With flag initialisation failed, features are not checked at all.
 */
export function decideRouteAccess({ access, authStatus, subject }: GuardInput): GuardDecision {
  if (access.requiresAuth && authStatus !== 'authenticated') {
    return { outcome: 'login', message: GUARD_MESSAGES.unauthenticated };
  }
  const disabled = firstDisabledFeature(subject, access.features);
  if (disabled) return { outcome: 'not-found', message: GUARD_MESSAGES.featureDisabled(disabled) };
  const missing = firstMissingPermission(subject, access.permissions);
  if (missing) return { outcome: 'forbidden', message: GUARD_MESSAGES.permissionMissing(requirementName(missing)) };
  if (!meetsAccountRequirement(subject, access))
    return { outcome: 'forbidden', message: GUARD_MESSAGES.clientAccountOnly };
  return { outcome: 'allow' };
}

export interface RouteCheckCache {
  get(path: string, userId: string | null): GuardDecision | undefined;
  set(path: string, userId: string | null, decision: GuardDecision): void;
  clear(): void;
}

/** Spec §9: route checks are cached for 5 minutes, keyed by path and user id (or 'anonymous'). */
export function createRouteCheckCache(ttlMs = ROUTE_CHECK_CACHE_TTL_MS, now: () => number = Date.now): RouteCheckCache {
  const entries = new Map<string, { decision: GuardDecision; expiresAt: number }>();
  const keyOf = (path: string, userId: string | null) => `${userId ?? 'anonymous'}\u0000${path}`;
  return {
    get(path, userId) {
      const key = keyOf(path, userId);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() >= entry.expiresAt) {
        entries.delete(key);
        return undefined;
      }
      return entry.decision;
    },
    set(path, userId, decision) {
      entries.set(keyOf(path, userId), { decision, expiresAt: now() + ttlMs });
    },
    clear() {
      entries.clear();
    },
  };
}
