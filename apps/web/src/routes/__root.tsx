import { createRootRouteWithContext } from '@tanstack/react-router';
import { NotFoundPage } from '../app/not-found-page';
import { RootLayout } from '../app/root-layout';
import { RouteErrorPage } from '../app/route-error-page';
import type { RouterContext } from '../app/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  staticData: { title: '', requiresAuth: false },
  component: RootLayout,
  notFoundComponent: NotFoundPage,
  errorComponent: RouteErrorPage,
});
