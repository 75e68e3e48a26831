import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useConfigStore } from '@/platform/config-store';
import { mockFetch } from '@/test/fetch-mock';
import { makeConfig, makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('root layout', () => {
  it('shows the Italian 404 page for an unknown path', async () => {
    mockFetch({});
    renderApp('/non-esiste');
    expect(await screen.findByRole('heading', { name: 'Pagina non trovata' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Pagina non trovata | Portale'));
  });

  it('titles pages with the route title and the company name', async () => {
    useConfigStore.getState().setConfig(makeConfig());
    mockFetch({});
    renderApp('/auth/login');
    await waitFor(() => expect(document.title).toBe('Accedi | Demo S.r.l.'));
  });

  it("offers 'Accedi' on the landing page, or 'Dashboard' when a user is stored", async () => {
    useConfigStore.getState().setConfig(makeConfig());
    mockFetch({});
    const first = renderApp('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo S.r.l.' })).toBeTruthy();
    expect(screen.getByText('Soluzioni digitali per le imprese')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/auth/login');
    first.unmount();

    useAuthStore.getState().setSession(makeSession());
    renderApp('/');
    expect((await screen.findByRole('link', { name: 'Dashboard' })).getAttribute('href')).toBe('/app');
    expect(screen.queryByRole('link', { name: 'Accedi' })).toBeNull();
  });
});
