import { QueryClient } from '@tanstack/react-query';
import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import { App } from '@/app/app';
import { createAppRouter } from '@/app/router';

/** Renders the real route tree at `path`, as the browser would after start-up. */
export function renderApp(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createAppRouter({ queryClient, history: createMemoryHistory({ initialEntries: [path] }) });
  const view = render(<App router={router} />);
  return { router, queryClient, ...view };
}
