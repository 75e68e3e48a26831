import { createRootRouteWithContext } from '@tanstack/react-router';
import { ErrorPage } from '@/app/error-pages/error-page';
import { RouteLoadError } from '@/app/error-pages/route-load-error';
import { RootLayout } from '@/app/root-layout';
import type { RouterContext } from '@/app/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: { title: '', requiresAuth: false },
  component: RootLayout,
  // Spec §2: any unknown path shows the error page with code 404.
  notFoundComponent: () => <ErrorPage code="404" />,
  errorComponent: RouteLoadError,
});
