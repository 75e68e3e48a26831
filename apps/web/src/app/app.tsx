import { QueryClientContext } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { loadedQueryClient, subscribeQueryClient } from '@/platform/query-client-loader';
import type { AppRouter } from './router';

export type AppProps = {
  router: AppRouter;
};

/**
 * QueryClientProvider for a client that may not exist yet: the public site runs without TanStack Query, and the
 * first route that needs it creates the client (platform/query-client-loader.ts). The provider's place in the
 * tree never changes, so the pages under it are not mounted again when the client arrives.
 */
function LazyQueryClientProvider({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(subscribeQueryClient, loadedQueryClient);
  // What QueryClientProvider does: focus and online events reach the client while the app is mounted.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client ?? undefined}>{children}</QueryClientContext.Provider>;
}

export function App({ router }: AppProps) {
  return (
    <LazyQueryClientProvider>
      <RouterProvider router={router} />
    </LazyQueryClientProvider>
  );
}
