import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '@/modules/auth/pages/login-page';
import type { LandingRule } from '@/platform/navigation/landing';
import { searchParams, string } from '@/platform/search-params';

// Validated again before use (safeRedirectPath): the URL is attacker-controlled.
const LoginSearch = searchParams({ redirect: string });

export const Route = createFileRoute('/auth/login')({
  staticData: { title: 'Accedi', requiresAuth: false },
  validateSearch: LoginSearch,
  component: LoginRoute,
});

// The modules' navigation (and its icons) loads once someone has logged in, not with the login page.
const landing = async (router: Parameters<LandingRule>[0]) => {
  const [{ sidebarModules }, { landingPath }] = await Promise.all([
    import('@/app/sidebar-modules'),
    import('@/platform/navigation/landing'),
  ]);
  return landingPath(router, sidebarModules);
};

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirectTo={redirect} landing={landing} />;
}
