import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useConfigStore } from '@/platform/config-store';
import { reloadCookieConsent } from '@/platform/cookie-consent/consent-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeConfig } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

const VALID = {
  'Nome e cognome *': 'Paola Neri',
  'E-mail *': 'paola.neri@example.it',
  'Messaggio *': 'Vorrei un preventivo per un progetto.',
};

async function openContact() {
  useConfigStore.getState().setConfig(makeConfig());
  renderApp('/contact');
  return screen.findByRole('button', { name: 'Invia messaggio' });
}

beforeEach(() => reloadCookieConsent());

describe('contact form', () => {
  it('shows the shared schema errors inline, in Italian, without calling the server', async () => {
    const fetchMock = mockFetch({});
    const submit = await openContact();
    fill({ 'E-mail *': 'non-una-mail', 'Messaggio *': 'Breve' });
    fireEvent.click(submit);
    expect(await screen.findByText('Il nome è obbligatorio')).toBeTruthy();
    expect(screen.getByText('Indirizzo e-mail non valido')).toBeTruthy();
    expect(screen.getByText('Il messaggio deve contenere almeno 10 caratteri')).toBeTruthy();
    expect(screen.getByText("Per inviare il messaggio devi accettare l'informativa sulla privacy")).toBeTruthy();
    expect(screen.getByLabelText('E-mail *').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/api/contact'))).toEqual([]);
  });

  it('sends a valid message and confirms it in a status panel', async () => {
    const fetchMock = mockFetch({ 'POST /api/contact': ok({ id: 'a1' }, 201) });
    const submit = await openContact();
    fill(VALID);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(submit);
    const panel = await screen.findByRole('status');
    expect(within(panel).getByText('Messaggio inviato')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([input]) => String(input) === '/api/contact');
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({
      name: 'Paola Neri',
      email: 'paola.neri@example.it',
      company: '',
      phone: '',
      subject: '',
      message: 'Vorrei un preventivo per un progetto.',
      privacy_consent: true,
    });
  });

  it('links the privacy consent to the privacy notice', async () => {
    mockFetch({});
    await openContact();
    const label = screen.getByText(/acconsento al trattamento/);
    expect(
      within(label)
        .getByRole('link', { name: /informativa sulla privacy/ })
        .getAttribute('href'),
    ).toBe('/privacy');
  });

  it('shows the server rate-limit message', async () => {
    mockFetch({
      'POST /api/contact': fail(429, 'RATE_LIMITED', 'Hai inviato troppi messaggi. Riprova tra 42 minuti.', undefined, {
        'Retry-After': '2520',
      }),
    });
    const submit = await openContact();
    fill(VALID);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Hai inviato troppi messaggi. Riprova tra 42 minuti.',
    );
  });
});
