import type { QueryClient } from '@tanstack/react-query';

/** Available to every route's beforeLoad and loader (loaders `ensureQueryData` with it). */
export interface RouterContext {
  queryClient: QueryClient;
}
