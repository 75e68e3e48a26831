import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useConfigStore } from '@/platform/config-store';
import { calls, fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

const VALID = {
  Nome: 'Luca',
  Cognome: 'Bianchi',
  'Nome utente': 'luca.bianchi',
  'E-mail': 'luca.bianchi@example.it',
  Password: 'UnaPasswordLunga42',
  'Conferma password': 'UnaPasswordLunga42',
};

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

async function openRegister() {
  renderApp('/auth/register');
  return screen.findByRole('button', { name: 'Registrati' });
}

describe('register page', () => {
  it('replaces the form with the pending-activation panel on 201', async () => {
    const fetchMock = mockFetch({ 'POST /api/auth/register': ok({ status: 'pending' }, 201) });
    const submit = await openRegister();
    fill(VALID);
    fireEvent.click(submit);

    const panel = await screen.findByRole('status');
    expect(panel.textContent).toContain('Richiesta di registrazione ricevuta');
    expect(panel.textContent).toContain('Controlla la tua e-mail');
    expect(screen.queryByLabelText('Nome utente')).toBeNull();
    expect(screen.getByRole('link', { name: 'Torna al login' }).getAttribute('href')).toBe('/auth/login');
    // The confirmation field stays on the client.
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      first_name: 'Luca',
      last_name: 'Bianchi',
      username: 'luca.bianchi',
      email: 'luca.bianchi@example.it',
      password: 'UnaPasswordLunga42',
    });
  });

  it('checks the confirmation and the shared rules before calling the server', async () => {
    const fetchMock = mockFetch({});
    const submit = await openRegister();
    fill({ ...VALID, Password: 'corta', 'Conferma password': 'diversa', 'E-mail': 'non-una-email' });
    fireEvent.click(submit);

    expect(await screen.findByText('Le password non coincidono')).toBeTruthy();
    expect(screen.getByText('La password deve contenere almeno 10 caratteri')).toBeTruthy();
    expect(screen.getByText('Indirizzo e-mail non valido')).toBeTruthy();
    expect(calls(fetchMock)).toEqual([]);
  });

  it('shows the server refusal when one network registered too many accounts', async () => {
    mockFetch({
      'POST /api/auth/register': fail(
        429,
        'RATE_LIMITED',
        'Troppe registrazioni da questa rete. Riprova tra 12 minuti.',
      ),
    });
    const submit = await openRegister();
    fill(VALID);
    fireEvent.click(submit);

    expect(await screen.findByText('Troppe registrazioni da questa rete. Riprova tra 12 minuti.')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a notice instead of the form when registration is disabled', async () => {
    useConfigStore.getState().setConfig(makeConfig({ registration_enabled: false }));
    mockFetch({});
    renderApp('/auth/register');
    expect(await screen.findByText('Registrazione non disponibile')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Registrati' })).toBeNull();
  });
});
