import { DEFAULT_USER_PREFERENCES } from '@portale/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

describe('settings page', () => {
  afterEach(() => document.documentElement.classList.remove('dark'));

  it("chooses the theme: 'Scuro' stores darkMode=true, 'Sistema' removes it", async () => {
    useAuthStore.getState().setSession(makeSession());
    mockFetch({ 'GET /api/profile/preferences': ok(DEFAULT_USER_PREFERENCES) });
    renderApp('/app/settings');
    fireEvent.click(await screen.findByRole('radio', { name: /Scuro/ }));
    expect(localStorage.getItem('darkMode')).toBe('true');
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(await screen.findByText('Tema aggiornato')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Sistema/ }));
    expect(localStorage.getItem('darkMode')).toBeNull();
  });

  it('saves the notification preferences with Italian labels', async () => {
    useAuthStore.getState().setSession(makeSession());
    let sent: unknown;
    mockFetch({
      'GET /api/profile/preferences': ok(DEFAULT_USER_PREFERENCES),
      'PUT /api/profile/preferences': (init) => {
        sent = JSON.parse(String(init.body));
        return ok({ ...DEFAULT_USER_PREFERENCES, ...(sent as object) });
      },
    });
    renderApp('/app/settings');
    fireEvent.click(await screen.findByLabelText('News'));
    fireEvent.click(screen.getByRole('switch', { name: 'Notifiche via e-mail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Salva preferenze' }));
    expect(await screen.findByText('Le tue preferenze di notifica sono state aggiornate.')).toBeTruthy();
    expect(sent).toEqual({
      notification_types: DEFAULT_USER_PREFERENCES.notification_types.filter((type) => type !== 'news'),
      email_notifications: false,
    });
  });

  it("shows a load failure inside the card with 'Riprova'", async () => {
    useAuthStore.getState().setSession(makeSession());
    let failing = true;
    mockFetch({
      'GET /api/profile/preferences': () =>
        failing ? fail(500, 'INTERNAL_ERROR', 'Errore') : ok(DEFAULT_USER_PREFERENCES),
    });
    renderApp('/app/settings');
    expect(await screen.findByText('Impossibile caricare le preferenze.')).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(screen.getByLabelText('News')).toBeTruthy());
  });
});
