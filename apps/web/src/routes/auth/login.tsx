import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { sidebarModules } from '@/app/sidebar-modules';
import { LoginPage } from '@/modules/auth/pages/login-page';
import { type LandingRule, landingPath } from '@/platform/navigation/landing';

// Validated again before use (safeRedirectPath): the URL is attacker-controlled.
const LoginSearch = z.object({ redirect: z.string().optional().catch(undefined) });

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
