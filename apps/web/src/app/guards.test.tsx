import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { routeCheckCache } from './guards';

describe('/app guard', () => {
  it('checks an unknown session first, then sends anonymous users to login with the return address', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/session': ok(null) });
    const { router } = renderApp('/app/dashboard?vista=2');
    await screen.findByLabelText('Nome utente o e-mail');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toEqual({ redirect: '/app/dashboard?vista=2' });
    expect(calls(fetchMock)).toEqual(['GET /api/auth/session']);
    expect(useAuthStore.getState().status).toBe('anonymous');
  });

  it('lets an authenticated user in and redirects /app to the dashboard', async () => {
    mockFetch({ 'GET /api/auth/session': ok(makeSession({ first_name: 'Anna', role: 'manager' })) });
    const { router } = renderApp('/app');
    expect(await screen.findByRole('heading', { name: 'Ciao, Anna!' })).toBeTruthy();
    expect(screen.getByText('Manager')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboard'));
  });

  it('does not ask the server again when the session is already known', async () => {
    useAuthStore.getState().setSession(makeSession({ first_name: 'Marco' }));
    const fetchMock = mockFetch({});
    renderApp('/app/dashboard');
    expect(await screen.findByRole('heading', { name: 'Ciao, Marco!' })).toBeTruthy();
    // Dashboard cards load their own data; the session itself is not asked for again.
    expect(calls(fetchMock).filter((call) => call.includes('/api/auth/'))).toEqual([]);
  });
});

describe('/app guard outcomes', () => {
  it('sends a user without the page permission to /error/403, which speaks to them without permission keys', async () => {
    const session = makeSession({ role: 'client' });
    useAuthStore.getState().setSession({ ...session, permissions: ['view_documents'] });
    useFlagsStore.getState().setFlags({ dashboard_module: true });
    mockFetch({});
    const { router } = renderApp('/app/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Non hai accesso a questa pagina' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error/403');
    expect(router.state.location.search).toEqual({ from: '/app/dashboard' });
    expect(screen.getByText(/chiedi l’accesso al tuo responsabile o a un amministratore/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/view_dashboard|Permesso/);
  });

  it('sends a disabled module to /error/404', async () => {
    useAuthStore.getState().setSession(makeSession());
    useFlagsStore.getState().setFlags({ dashboard_module: false });
    mockFetch({});
    const { router } = renderApp('/app/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error/404');
    expect(document.body.textContent).not.toContain('dashboard_module');
  });

  it('lets the user through when flag initialisation failed', async () => {
    useAuthStore.getState().setSession(makeSession({ first_name: 'Sara' }));
    useFlagsStore.getState().setFailed();
    mockFetch({});
    renderApp('/app/dashboard');
    expect(await screen.findByRole('heading', { name: 'Ciao, Sara!' })).toBeTruthy();
  });

  it('sends an unexpected guard failure to /error/500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mockFetch({
      'GET /api/auth/session': fail(503, 'SERVICE_UNAVAILABLE', 'Servizio momentaneamente non disponibile'),
    });
    const { router } = renderApp('/app/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Si è verificato un errore' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/error/500');
    expect(screen.getByText('Errore interno durante navigazione')).toBeTruthy();
  });

  it("tells an anonymous visitor why they landed on login ('Autenticazione richiesta')", async () => {
    mockFetch({ 'GET /api/auth/session': ok(null) });
    renderApp('/app/profile');
    expect(await screen.findByText(/Autenticazione richiesta/)).toBeTruthy();
  });

  it('remembers a decision per user and forgets it on logout', async () => {
    useAuthStore.getState().setSession(makeSession());
    routeCheckCache.clear();
    mockFetch({});
    const { router } = renderApp('/app/profile');
    await screen.findByRole('heading', { level: 1, name: 'Il tuo profilo' });
    expect(routeCheckCache.get('/app/profile', makeSession().user.id)).toEqual({ outcome: 'allow' });
    await act(() => router.navigate({ to: '/app/settings' }));
    useAuthStore.getState().clear();
    expect(routeCheckCache.get('/app/profile', makeSession().user.id)).toBeUndefined();
  });
});
