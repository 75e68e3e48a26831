import type { QueryClient } from '@tanstack/react-query';
import { type AnyRoute, createRouter, type RouterHistory } from '@tanstack/react-router';
import { setUnauthorizedHandler } from '@/platform/api-client';
import { type RouteAccess, routeAccessOf } from '@/platform/navigation/route-access';
import { setQueryClient } from '@/platform/query-client-loader';
import { routeTree } from '@/routeTree.gen';

export type CreateAppRouterOptions = {
  /** Tests pass their own; the app creates its client with the first route that needs one. */
  queryClient?: QueryClient;
  /** Tests pass a memory history; the browser history is the default. */
  history?: RouterHistory;
};

export function createAppRouter({ queryClient, history }: CreateAppRouterOptions = {}) {
  if (queryClient) setQueryClient(queryClient);
  // Read lazily: the lookup is only called during navigation, once the router exists.
  const routeAccess = (path: string): RouteAccess | null =>
    routeAccessOf(router.routesByPath as unknown as Record<string, AnyRoute>, path);
  const router = createRouter({
    routeTree,
    context: { routeAccess },
    history,
    defaultPreload: 'intent',
    // Freshness is TanStack Query's job; the router should always ask it.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
  });
  // A 401 on any API call (session expired) returns to login without a full page reload.
  setUnauthorizedHandler((returnTo) => {
    void router.navigate({ to: '/auth/login', search: { redirect: returnTo } });
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Starts downloading the code (component and loader) of the routes the current address matches, without running
 * any guard or loader: the router loads the same chunks when it renders them, and finds them already there.
 */
export function preloadRouteChunks(router: AppRouter): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = (router.routesById as unknown as Record<string, AnyRoute | undefined>)[match.routeId];
    if (route) void Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
