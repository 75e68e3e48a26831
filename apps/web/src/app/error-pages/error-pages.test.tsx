import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/platform/api-error';
import { useAuthStore } from '@/platform/auth-store';
import { mockFetch } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { normalizeErrorCode, routeErrorCode } from './error-code';
import { ErrorPage } from './error-page';
import { RouteLoadError } from './route-load-error';

describe('error pages', () => {
  const cases = [
    { path: '/error/404', heading: 'Pagina non trovata', eyebrow: 'Errore 404' },
    { path: '/error/403', heading: 'Non hai accesso a questa pagina', eyebrow: 'Errore 403' },
    { path: '/error/500', heading: 'Si è verificato un errore', eyebrow: 'Errore 500' },
    { path: '/error/network', heading: 'Connessione non disponibile', eyebrow: 'Errore di rete' },
    { path: '/error', heading: 'Si è verificato un errore', eyebrow: 'Errore 500' },
    { path: '/error/teapot', heading: 'Si è verificato un errore', eyebrow: 'Errore 500' },
  ];
  for (const { path, heading, eyebrow } of cases) {
    it(`${path} shows '${heading}'`, async () => {
      mockFetch({});
      renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(screen.getByText(eyebrow)).toBeTruthy();
    });
  }

  it('offers a retry that goes back to where the user was going, for server and network errors', async () => {
    mockFetch({});
    renderApp('/error/network?from=%2Fapp%2Fsettings');
    expect(await screen.findByRole('button', { name: 'Riprova' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
  });

  it('sends logged-in users to their dashboard instead of the public home', async () => {
    useAuthStore.getState().setSession(makeSession());
    mockFetch({});
    renderApp('/error/403');
    expect((await screen.findByRole('link', { name: 'Vai alla dashboard' })).getAttribute('href')).toBe(
      '/app/dashboard',
    );
    expect(screen.getByRole('button', { name: 'Accedi con un altro account' })).toBeTruthy();
  });

  it('an unknown path inside /app shows the 404 page too', async () => {
    useAuthStore.getState().setSession(makeSession());
    mockFetch({});
    renderApp('/app/non-esiste');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
  });
});

describe('route load errors (spec §8)', () => {
  it("maps 'Failed to fetch' to network and anything else to 500", () => {
    expect(routeErrorCode(new TypeError('Failed to fetch'))).toBe('network');
    expect(routeErrorCode(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe('network');
    expect(
      routeErrorCode(new ApiError({ status: 0, code: 'NETWORK', message: 'Impossibile contattare il server.' })),
    ).toBe('network');
    expect(routeErrorCode(new Error('Cannot read properties of undefined'))).toBe('500');
    expect(routeErrorCode(new ApiError({ status: 500, code: 'INTERNAL_ERROR', message: 'Errore' }))).toBe('500');
    expect(routeErrorCode('boom')).toBe('500');
  });

  it('normalises the code of the URL', () => {
    expect(normalizeErrorCode('403')).toBe('403');
    expect(normalizeErrorCode(undefined)).toBe('500');
    expect(normalizeErrorCode('<script>')).toBe('500');
  });

  for (const [thrown, target] of [
    [new TypeError('Failed to fetch'), '/error/network'],
    [new Error('Qualcosa si è rotto'), '/error/500'],
  ] as const) {
    it(`a loader failing with "${thrown.message}" lands on ${target}`, async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const root = createRootRoute({
        staticData: { title: '' },
        component: () => <Outlet />,
        errorComponent: RouteLoadError,
      });
      const broken = createRoute({
        getParentRoute: () => root,
        path: 'rotta',
        staticData: { title: '' },
        loader: () => {
          throw thrown;
        },
        component: () => null,
      });
      const error = createRoute({
        getParentRoute: () => root,
        path: 'error/{-$code}',
        staticData: { title: '' },
        component: function ErrorRoute() {
          const { code } = error.useParams();
          return <ErrorPage code={normalizeErrorCode(code)} />;
        },
      });
      const router = createRouter({
        routeTree: root.addChildren([broken, error]),
        history: createMemoryHistory({ initialEntries: ['/rotta'] }),
      });
      render(
        <QueryClientProvider client={new QueryClient()}>
          <RouterProvider router={router as never} />
        </QueryClientProvider>,
      );
      await waitFor(() => expect(router.state.location.pathname).toBe(target));
      expect(router.state.location.search).toEqual({ from: '/rotta' });
    });
  }
});
