import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../platform/auth-store';
import { calls, fail, mockFetch, ok } from '../test/fetch-mock';
import { makeSession } from '../test/fixtures';
import { renderApp } from '../test/render-app';

describe('/app guard', () => {
  it('checks an unknown session first, then sends anonymous users to login with the return address', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/me': fail(401, 'UNAUTHENTICATED', 'Non autenticato') });
    const { router } = renderApp('/app/dashboard?vista=2');
    await screen.findByLabelText('Nome utente o e-mail');
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toEqual({ redirect: '/app/dashboard?vista=2' });
    expect(calls(fetchMock)).toEqual(['GET /api/auth/me']);
    expect(useAuthStore.getState().status).toBe('anonymous');
  });

  it('lets an authenticated user in and redirects /app to the dashboard', async () => {
    mockFetch({ 'GET /api/auth/me': ok(makeSession({ first_name: 'Anna', role: 'manager' })) });
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
    expect(calls(fetchMock)).toEqual([]);
  });
});
