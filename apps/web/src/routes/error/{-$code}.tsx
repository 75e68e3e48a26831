import { createFileRoute } from '@tanstack/react-router';
import { normalizeErrorCode } from '@/app/error-pages/error-code';
import { ErrorPage } from '@/app/error-pages/error-page';
import { ERROR_ROUTE_TITLE } from '@/app/error-pages/titles';
import { searchParams, string } from '@/platform/search-params';

// `from` is only ever followed after safeRedirectPath: the URL is attacker-controlled.
const ErrorSearch = searchParams({ from: string });

export const Route = createFileRoute('/error/{-$code}')({
  staticData: { title: ERROR_ROUTE_TITLE, requiresAuth: false },
  validateSearch: ErrorSearch,
  component: ErrorRoute,
});

function ErrorRoute() {
  const { code } = Route.useParams();
  const { from } = Route.useSearch();
  return <ErrorPage code={normalizeErrorCode(code)} from={from} />;
}
