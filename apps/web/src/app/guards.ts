import { type ParsedLocation, redirect, type StaticDataRouteOption } from '@tanstack/react-router';
import { initAuth } from '@/platform/auth-session';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { collectRouteAccess } from '@/platform/navigation/route-access';
import { toast } from '@/platform/toast/toast';
import { useNavigationNotice } from './navigation-notice';
import { createRouteCheckCache, decideRouteAccess, GUARD_MESSAGES, type GuardDecision } from './route-guard';
import { SHELL_TEXT } from './shell/strings';

export const routeCheckCache = createRouteCheckCache();

// Spec §9: the cache is cleared on login and logout (any change of who is logged in), and when flags change.
useAuthStore.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id || state.status !== previous.status) routeCheckCache.clear();
});
useFlagsStore.subscribe((state, previous) => {
  if (state.flags !== previous.flags || state.failed !== previous.failed) routeCheckCache.clear();
});

export type ErrorCode = '403' | '404' | '500' | 'network';

export interface GuardArgs {
  location: ParsedLocation;
  matches: readonly { staticData?: StaticDataRouteOption }[];
  preload?: boolean;
}

function toErrorPage(code: ErrorCode, location: ParsedLocation) {
  return redirect({ to: '/error/{-$code}', params: { code }, search: { from: location.href } });
}

function follow(decision: GuardDecision, { location, preload }: GuardArgs): void {
  if (decision.outcome === 'allow') return;
  // A preload (hovering a link) must not leave messages behind for a page the user never opened.
  if (!preload) console.info(`Navigazione verso ${location.pathname} bloccata: ${decision.message}`);
  if (decision.outcome === 'login') {
    if (!preload) toast.info(decision.message, SHELL_TEXT.guard.loginHint);
    throw redirect({ to: '/auth/login', search: { redirect: location.href } });
  }
  // The message names a permission or flag key: it stays in the console above, never on the page, which speaks to
  // the user in its own words.
  throw toErrorPage(decision.outcome === 'not-found' ? '404' : '403', location);
}

/**
 * The one guard of the logged-in area (spec §4/§8), run in the /app layout's beforeLoad for every
 * navigation, with the metadata of all matched routes. Nothing renders before it decides.
 */
export async function guardAppRoute(args: GuardArgs): Promise<void> {
  const { location, matches, preload } = args;
  let decision: GuardDecision;
  try {
    let { status } = useAuthStore.getState();
    if (status === 'unknown') status = await initAuth();
    const { user, permissions } = useAuthStore.getState();
    const userId = status === 'authenticated' ? (user?.id ?? null) : null;
    const cached = routeCheckCache.get(location.pathname, userId);
    if (cached) {
      decision = cached;
    } else {
      const { flags, failed, initialized } = useFlagsStore.getState();
      decision = decideRouteAccess({
        access: collectRouteAccess(matches.map((match) => match.staticData)),
        authStatus: status,
        // Flags that never loaded are unknown, like failed ones: allowed (spec §8).
        subject: { permissions, flags, flagsFailed: failed || !initialized, role: user?.role ?? null },
      });
      routeCheckCache.set(location.pathname, userId, decision);
    }
  } catch (error) {
    console.error(GUARD_MESSAGES.internal, error);
    if (!preload) useNavigationNotice.getState().set('/error/500', GUARD_MESSAGES.internal);
    throw toErrorPage('500', location);
  }
  follow(decision, args);
}
