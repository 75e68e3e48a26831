import { createFileRoute } from '@tanstack/react-router';
import { isWellFormedToken, oneTimeTokenQueryOptions } from '@/modules/auth/api/one-time-token';
import { SetPasswordPage } from '@/modules/auth/pages/set-password-page';
import { AUTH_TITLES } from '@/modules/auth/titles';
import { loadQueryClient } from '@/platform/query-client-loader';
import { waitOnEnter } from '@/platform/route-loading';
import { searchParams, string } from '@/platform/search-params';

const TokenSearch = searchParams({ token: string });

export const Route = createFileRoute('/auth/reset-password')({
  staticData: { title: AUTH_TITLES.password_reset, requiresAuth: false },
  validateSearch: TokenSearch,
  loaderDeps: ({ search }) => ({ token: search.token }),
  // The link is checked before the page shows; one of the wrong shape is refused by the page without asking.
  // prefetchQuery never throws: an unknown or expired link is shown by the page.
  loader: ({ deps: { token }, cause }) =>
    isWellFormedToken(token)
      ? waitOnEnter(
          cause,
          loadQueryClient().then((queryClient) => queryClient.prefetchQuery(oneTimeTokenQueryOptions(token))),
        )
      : undefined,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <SetPasswordPage token={token} purpose="password_reset" />;
}
