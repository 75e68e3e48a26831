import type { RouteAccessLookup } from '@/platform/navigation/first-open-page';

/**
 * Available to every route's beforeLoad and loader. The query client is not here: the /app layout adds it to its
 * routes' context (routes/app/route.tsx), so the public site does not load TanStack Query.
 */
export interface RouterContext {
  /** What a path of the route tree requires: section routes use it to redirect where the user may go. */
  routeAccess: RouteAccessLookup;
}
