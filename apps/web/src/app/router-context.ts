import type { QueryClient } from '@tanstack/react-query';
import type { RouteAccessLookup } from '@/platform/navigation/first-open-page';

/** Available to every route's beforeLoad and loader (loaders `ensureQueryData` with it). */
export interface RouterContext {
  queryClient: QueryClient;
  /** What a path of the route tree requires: section routes use it to redirect where the user may go. */
  routeAccess: RouteAccessLookup;
}
