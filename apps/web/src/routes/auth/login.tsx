import { createFileRoute, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { LoginPage } from '@/modules/auth/pages/login-page';
import type { LandingRule } from '@/platform/navigation/landing';
import { loadQueryClient } from '@/platform/query-client-loader';
import { searchParams, string } from '@/platform/search-params';

// Validated again before use (safeRedirectPath): the URL is attacker-controlled.
const LoginSearch = searchParams({ redirect: string });

export const Route = createFileRoute('/auth/login')({
  staticData: { title: 'Accedi', requiresAuth: false },
  validateSearch: LoginSearch,
  component: LoginRoute,
});

// The modules' navigation (and its icons) and TanStack Query load once the visitor starts on the form, not with the
// login page: a visitor who only looks at it never downloads them.
const loadLanding = () =>
  Promise.all([import('@/app/sidebar-modules'), import('@/platform/navigation/landing'), loadQueryClient()]);
const landing = async (router: Parameters<LandingRule>[0]) => {
  const [{ sidebarModules }, { landingPath }] = await loadLanding();
  return landingPath(router, sidebarModules);
};

/** The routers that have started the preload: once per page load (tests render a router each). */
const preloaded = new WeakSet<object>();
function LoginRoute() {
  const { redirect } = Route.useSearch();
  const router = useRouter();
  // Once per page load: the navigation, and the code of the app's layout and of the dashboard (about a hundred small
  // files), where a login lands, while the visitor types rather than after the login answers.
  const preloadLanding = useCallback(() => {
    if (preloaded.has(router)) return;
    preloaded.add(router);
    void loadLanding().catch(() => undefined);
    for (const route of [router.routesById['/app'], router.routesById['/app/dashboard']]) {
      void router.loadRouteChunk(route)?.catch(() => undefined);
    }
  }, [router]);
  return <LoginPage redirectTo={redirect} landing={landing} preloadLanding={preloadLanding} />;
}
