import type { QueryClient } from '@tanstack/react-query';

// TanStack Query loads with the first page that uses it (a logged-in page, a form's link page), not with the public
// site: its client is created here on demand, and the app's provider follows it (docs/benchmarks.md, "Public site").
let client: QueryClient | null = null;
let pending: Promise<QueryClient> | null = null;
const listeners = new Set<() => void>();

/** The app's query client, or null while no page has needed one. */
export function loadedQueryClient(): QueryClient | null {
  return client;
}

/** Sets the app's query client (tests pass their own); the provider re-renders with it. */
export function setQueryClient(next: QueryClient): void {
  client = next;
  for (const listener of listeners) listener();
}

/** The app's query client, created (and its code downloaded) on the first call. */
export function loadQueryClient(): Promise<QueryClient> {
  if (client) return Promise.resolve(client);
  pending ??= import('./query-client').then(({ createQueryClient }) => {
    if (!client) setQueryClient(createQueryClient());
    return client as QueryClient;
  });
  return pending;
}

export function subscribeQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
