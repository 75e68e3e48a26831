import { KNOWN_FLAGS, type Role } from '@portale/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useConfigStore } from '@/platform/config-store';
import { useFlagsStore } from '@/platform/flags-store';
import { mockFetch } from '@/test/fetch-mock';
import { makeConfig, makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const ALL_ON = Object.fromEntries(Object.keys(KNOWN_FLAGS).map((flag) => [flag, true]));

function openAs(path: string, role: Role, flags: Record<string, boolean> = ALL_ON) {
  useAuthStore.getState().setSession(makeSession({ role, first_name: 'Luca' }));
  useFlagsStore.getState().setFlags(flags);
  useConfigStore.getState().setConfig(makeConfig());
  mockFetch({});
  return renderApp(path);
}

describe("the client's dashboard", () => {
  it('says what a client can do, with real links to their profile, notifications, help and contacts', async () => {
    openAs('/app/dashboard', 'client');
    const card = within(await screen.findByRole('region', { name: 'Cosa puoi fare nel portale' }));
    expect(card.getByRole('link', { name: 'Aggiornare il tuo profilo' }).getAttribute('href')).toBe('/app/profile');
    expect(card.getByRole('link', { name: 'Scegliere le notifiche' }).getAttribute('href')).toBe('/app/settings');
    expect(card.getByRole('link', { name: 'Segnalare un problema' }).getAttribute('href')).toBe(
      '/app/help/report-error',
    );
    expect(card.getByRole('link', { name: 'Scrivi a info@demo.portale.it' }).getAttribute('href')).toBe(
      'mailto:info@demo.portale.it',
    );
    expect(card.getByRole('link', { name: 'Vai alla pagina dei contatti' }).getAttribute('href')).toBe('/contact');
  });

  it('leaves out reporting a problem when the help area is switched off', async () => {
    openAs('/app/dashboard', 'client', { ...ALL_ON, help_module: false });
    const card = within(await screen.findByRole('region', { name: 'Cosa puoi fare nel portale' }));
    expect(card.queryByRole('link', { name: 'Segnalare un problema' })).toBeNull();
  });

  it('is not shown to staff', async () => {
    openAs('/app/dashboard', 'employee');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ciao, Luca!' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Cosa puoi fare nel portale' })).toBeNull();
  });

  it('offers the client no design-system entry, and the guard refuses the page to them', async () => {
    const { router } = openAs('/app/dashboard', 'client');
    const sidebar = await screen.findByTestId('sidebar');
    expect(within(sidebar).queryByRole('link', { name: 'Design system' })).toBeNull();
    await router.navigate({ to: '/app/test/design-system' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/403'));
  });

  it('still opens the design system to an administrator', async () => {
    const { router } = openAs('/app/test/design-system', 'admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Design system' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/app/test/design-system');
  });
});
