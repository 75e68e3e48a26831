import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../platform/auth-store';
import { calls, mockFetch, ok } from '../../../test/fetch-mock';
import { makeSession } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

describe('dashboard page', () => {
  afterEach(() => vi.useRealTimers());

  it("greets the user with their role and today's date in Rome", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T23:30:00Z'), toFake: ['Date'] });
    useAuthStore.getState().setSession(makeSession({ first_name: 'Giulia', role: 'admin' }));
    mockFetch({});
    renderApp('/app/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ciao, Giulia!' })).toBeTruthy();
    expect(screen.getByText('Amministratore')).toBeTruthy();
    // 23:30 UTC is already Monday in Rome.
    expect(screen.getByText('Oggi è lunedì 23 novembre 2026.')).toBeTruthy();
  });

  it('logs out, clears the session and goes to login', async () => {
    useAuthStore.getState().setSession(makeSession());
    const fetchMock = mockFetch({ 'POST /api/auth/logout': ok(null) });
    const { router } = renderApp('/app/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Esci' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(calls(fetchMock)).toEqual(['POST /api/auth/logout']);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('X-CSRF-Token')).toBe('csrf-token-123');
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
    expect(localStorage.getItem('user')).toBeNull();
  });
});
