import { createFileRoute } from '@tanstack/react-router';
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

// The modules' navigation (and its icons) and TanStack Query load as the form is sent, alongside the login request,
// not with the login page: a visitor who does not log in never downloads them.
const loadLanding = () =>
  Promise.all([import('@/app/sidebar-modules'), import('@/platform/navigation/landing'), loadQueryClient()]);
const landing = async (router: Parameters<LandingRule>[0]) => {
  const [{ sidebarModules }, { landingPath }] = await loadLanding();
  return landingPath(router, sidebarModules);
};
const preloadLanding = () => void loadLanding().catch(() => undefined);

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirectTo={redirect} landing={landing} preloadLanding={preloadLanding} />;
}
