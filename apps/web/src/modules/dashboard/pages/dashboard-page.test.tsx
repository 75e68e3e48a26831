import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { calls, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { openRadixMenu } from '@/test/ui-events';

describe('dashboard page', () => {
  afterEach(() => vi.useRealTimers());

  it("greets the user by name with today's date in Rome", async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T23:30:00Z'), toFake: ['Date'] });
    useAuthStore.getState().setSession(makeSession({ first_name: 'Giulia', role: 'admin' }));
    mockFetch({});
    renderApp('/app/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ciao, Giulia!' })).toBeTruthy();
    // The sidebar footer carries the role label.
    expect(screen.getByText('Amministratore')).toBeTruthy();
    // 23:30 UTC is already Monday in Rome.
    expect(screen.getByText('Oggi è lunedì 23 novembre 2026.')).toBeTruthy();
  });

  it('links to the modules the user may open, from the sidebar registry', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
    useFlagsStore.getState().setFlags({ dashboard_module: true });
    mockFetch({});
    renderApp('/app/dashboard');
    const quickLinks = (await screen.findByRole('heading', { name: 'Accesso rapido' })).closest('section')!;
    const links = within(quickLinks)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/app/profile', '/app/settings']);
  });

  it('shows an empty state when no module card is visible to the user', async () => {
    useAuthStore.getState().setSession(makeSession({ role: 'employee' }));
    // Only the dashboard is on: no module that puts cards on it.
    useFlagsStore.getState().setFlags({ dashboard_module: true });
    mockFetch({});
    renderApp('/app/dashboard');
    expect(await screen.findByText('Nessun riquadro da mostrare')).toBeTruthy();
  });

  it('logs out from the user menu, clears the session and goes to login', async () => {
    useAuthStore.getState().setSession(makeSession());
    useFlagsStore.getState().setFlags({ dashboard_module: true });
    const fetchMock = mockFetch({ 'POST /api/auth/logout': ok(null) });
    const { router } = renderApp('/app/dashboard');
    openRadixMenu(await screen.findByRole('button', { name: 'Menu utente' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Esci' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(calls(fetchMock)).toEqual(['POST /api/auth/logout']);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('X-CSRF-Token')).toBe('csrf-token-123');
    expect(useAuthStore.getState()).toMatchObject({ user: null, status: 'anonymous' });
    expect(localStorage.getItem('user')).toBeNull();
  });
});
