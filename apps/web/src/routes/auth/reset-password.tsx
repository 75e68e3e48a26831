import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { SetPasswordPage } from '@/modules/auth/pages/set-password-page';
import { AUTH_TEXT } from '@/modules/auth/strings';

const TokenSearch = z.object({ token: z.string().optional().catch(undefined) });

export const Route = createFileRoute('/auth/reset-password')({
  staticData: { title: AUTH_TEXT.oneTimeLink.password_reset.title, requiresAuth: false },
  validateSearch: TokenSearch,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <SetPasswordPage token={token} purpose="password_reset" />;
}
