import type { QueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { type GuardArgs, guardAppRoute } from '@/app/guards';
import { AppLayout } from '@/app/layouts/app-layout';
import { loadQueryClient } from '@/platform/query-client-loader';

// The one guard of /app: it reads the staticData of every matched route (spec §4/§8). The argument is cast
// because inferring the type of `matches` here would reference this very route's type (a circular type).
export const Route = createFileRoute('/app')({
  staticData: { title: '', requiresAuth: true },
  // The guard decides first; then the logged-in pages get the query client (loaded with the first of them, so the
  // public site never downloads TanStack Query) in their context, for their loaders.
  beforeLoad: async (args): Promise<{ queryClient: QueryClient }> => {
    // Downloads while the guard decides, not after.
    const queryClient = loadQueryClient();
    await guardAppRoute(args as unknown as GuardArgs);
    return { queryClient: await queryClient };
  },
  component: AppLayout,
});
