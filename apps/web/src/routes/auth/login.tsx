import { createFileRoute } from '@tanstack/react-router';
import { sidebarModules } from '@/app/sidebar-modules';
import { LoginPage } from '@/modules/auth/pages/login-page';
import { type LandingRule, landingPath } from '@/platform/navigation/landing';
import { searchParams, string } from '@/platform/search-params';

// Validated again before use (safeRedirectPath): the URL is attacker-controlled.
const LoginSearch = searchParams({ redirect: string });

export const Route = createFileRoute('/auth/login')({
  staticData: { title: 'Accedi', requiresAuth: false },
  validateSearch: LoginSearch,
  component: LoginRoute,
});

const landing: LandingRule = (router) => landingPath(router, sidebarModules);

function LoginRoute() {
  const { redirect } = Route.useSearch();
  return <LoginPage redirectTo={redirect} landing={landing} />;
}
