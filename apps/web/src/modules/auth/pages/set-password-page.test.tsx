import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConfigStore } from '@/platform/config-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

// The whole app renders (lazy routes, shell, queries): allow for a busy machine, here and per test.
configure({ asyncUtilTimeout: 5000 });

const TOKEN = 'Q2hpYXZlLWRpLXByb3ZhLWx1bmdhLWFiYmFzdGFuemE';
const INVALID = 'Il link non è valido o è scaduto. Chiedi un nuovo link a un amministratore.';
const info = (purpose: 'activation' | 'password_reset') => ({
  purpose,
  first_name: 'Paolo',
  username: 'paolo.greco',
  expires_at: '2026-12-01T10:00:00.000Z',
});

function choosePassword(password: string, confirm = password) {
  fireEvent.change(screen.getByLabelText('Nuova password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Conferma password'), { target: { value: confirm } });
}

describe('activation and password reset pages', { timeout: 20_000 }, () => {
  it('activates the account, then opens the login with a notice and the username filled in', async () => {
    useConfigStore.getState().setConfig(makeConfig());
    const fetchMock = mockFetch({
      [`GET /api/auth/tokens/${TOKEN}`]: ok(info('activation')),
      [`POST /api/auth/tokens/${TOKEN}`]: ok({ username: 'paolo.greco' }),
    });
    const { router } = renderApp(`/auth/activate?token=${TOKEN}`);
    await screen.findByLabelText('Nuova password');
    expect(screen.getByRole('heading', { level: 1, name: 'Attiva il tuo account' })).toBeTruthy();
    expect(screen.getByText('Ciao Paolo, scegli la password con cui accederai come «paolo.greco».')).toBeTruthy();
    expect(screen.getByText('Il link scade il 1 dicembre 2026 alle ore 11:00.')).toBeTruthy();

    choosePassword('Mare-e-monti-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Attiva account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(
      await screen.findByText('Account attivato: ora puoi accedere come «paolo.greco» con la password che hai scelto.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Nome utente o e-mail') as HTMLInputElement).value).toBe('paolo.greco');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    // The confirmation stays on the client.
    expect(JSON.parse(String(post[1]?.body))).toEqual({ password: 'Mare-e-monti-2026' });
  });

  it('checks the password rules and the confirmation before calling the server', async () => {
    const fetchMock = mockFetch({ [`GET /api/auth/tokens/${TOKEN}`]: ok(info('password_reset')) });
    renderApp(`/auth/reset-password?token=${TOKEN}`);
    await screen.findByLabelText('Nuova password');
    expect(screen.getByRole('heading', { level: 1, name: 'Reimposta la password' })).toBeTruthy();
    choosePassword('corta', 'diversa');
    fireEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await screen.findByText('La password deve contenere almeno 10 caratteri')).toBeTruthy();
    expect(screen.getByText('Le password non coincidono')).toBeTruthy();
    expect(calls(fetchMock).filter((c) => c.startsWith('POST'))).toEqual([]);
  });

  it('shows a common password refused by the server next to the field', async () => {
    mockFetch({
      [`GET /api/auth/tokens/${TOKEN}`]: ok(info('password_reset')),
      [`POST /api/auth/tokens/${TOKEN}`]: fail(400, 'VALIDATION_ERROR', 'Alcuni campi non sono validi', {
        password: ['Questa password è troppo comune: scegline un’altra'],
      }),
    });
    renderApp(`/auth/reset-password?token=${TOKEN}`);
    await screen.findByRole('button', { name: 'Salva la nuova password' });
    choosePassword('qwertyuiop');
    fireEvent.click(screen.getByRole('button', { name: 'Salva la nuova password' }));
    expect(await screen.findByText('Questa password è troppo comune: scegline un’altra')).toBeTruthy();
    expect(screen.getByLabelText('Nuova password').getAttribute('aria-invalid')).toBe('true');
  });

  it('explains an expired or used link in Italian', async () => {
    mockFetch({ [`GET /api/auth/tokens/${TOKEN}`]: fail(404, 'NOT_FOUND', INVALID) });
    renderApp(`/auth/activate?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link non valido o scaduto' })).toBeTruthy();
    expect(screen.getByText(INVALID)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai al login' }).getAttribute('href')).toBe('/auth/login');
    expect(screen.queryByLabelText('Nuova password')).toBeNull();
  });

  it('does not ask the server about a missing or malformed token', async () => {
    const fetchMock = mockFetch({});
    renderApp('/auth/reset-password?token=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Link non valido o scaduto' })).toBeTruthy();
    expect(calls(fetchMock).filter((c) => c.includes('/api/auth/tokens'))).toEqual([]);
  });

  it('switches to the invalid-link notice when the link was used meanwhile', async () => {
    mockFetch({
      [`GET /api/auth/tokens/${TOKEN}`]: ok(info('activation')),
      [`POST /api/auth/tokens/${TOKEN}`]: fail(404, 'NOT_FOUND', INVALID),
    });
    renderApp(`/auth/activate?token=${TOKEN}`);
    await screen.findByRole('button', { name: 'Attiva account' });
    choosePassword('Mare-e-monti-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Attiva account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Link non valido o scaduto' })).toBeTruthy();
  });
});
