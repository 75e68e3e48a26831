import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SetPasswordPage } from '@/modules/auth/pages/set-password-page';
import { AUTH_TEXT } from '@/modules/auth/strings';

const TokenSearch = z.object({ token: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/auth/activate')({
  staticData: { title: AUTH_TEXT.oneTimeLink.activation.title, requiresAuth: false },
  validateSearch: TokenSearch,
  component: ActivateRoute,
});

function ActivateRoute() {
  const { token } = Route.useSearch();
  return <SetPasswordPage token={token} purpose="activation" />;
}
