import type { ClientProposal } from '@portale/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { EXPIRED_ID, overview, PROPOSAL_ID, proposal } from '../test/fixtures';

// The proposal's page against the shared shapes of the proposals' client-portal endpoints, with fetch mocked.

function signInAsClient() {
  useAuthStore.getState().setSession(makeSession({ role: 'client', username: 'cliente', first_name: 'Silvia' }));
}

const ACCEPTED_AT = '2026-11-28T09:15:00.000Z';

describe('a proposal in the client portal', { timeout: 20_000 }, () => {
  it('shows the offer, and accepts it with the typed name, the ticked box and a summary of what is accepted', async () => {
    signInAsClient();
    const posted: unknown[] = [];
    let current: ClientProposal = proposal();
    const fetchMock = mockFetch({
      'GET /api/client-portal/overview': ok(overview()),
      [`GET /api/client-portal/proposals/${PROPOSAL_ID}`]: () => ok(current),
      [`POST /api/client-portal/proposals/${PROPOSAL_ID}/accept`]: (init) => {
        posted.push(JSON.parse(String(init.body)));
        current = proposal({
          status: 'accettata',
          can_decide: false,
          decided_at: ACCEPTED_AT,
          decision: { at: ACCEPTED_AT, name: 'Silvia Ferrari', refusal_reason: null },
        });
        return ok(current);
      },
    });
    renderApp(`/app/portal/proposals/${PROPOSAL_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Nuovo configuratore di cucine' }, { timeout: 5000 }));
    // Lines, totals, terms, validity, the colleague to ask and the PDF.
    const lines = within(screen.getByRole('table', { name: 'Righe del documento' }));
    expect(lines.getByText('Analisi e progettazione')).toBeTruthy();
    expect(lines.getByText('6.000,00 €')).toBeTruthy();
    expect(screen.getByText('IVA 22%')).toBeTruthy();
    expect(screen.getAllByText('12.200,00 €').length).toBeGreaterThan(0);
    expect(screen.getByText('Pagamento a 30 giorni data fattura.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'marco.bianchi@demo.portale.it' }).getAttribute('href')).toBe(
      'mailto:marco.bianchi@demo.portale.it',
    );
    expect(screen.getByRole('link', { name: 'Scarica il PDF' }).getAttribute('href')).toBe(
      `/api/client-portal/proposals/${PROPOSAL_ID}/pdf`,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Accetta l’offerta' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accetta l’offerta' }));
    // The summary of what is accepted: the offer, for whom, how much, until when.
    const summary = within(dialog.getByRole('region', { name: 'Stai per accettare:' }));
    expect(summary.getByText('2026/0042 · Nuovo configuratore di cucine')).toBeTruthy();
    expect(summary.getByText('Arredi Ferrari S.r.l.')).toBeTruthy();
    expect(summary.getByText('12.200,00 €')).toBeTruthy();
    expect(summary.getByText('31 dicembre 2099')).toBeTruthy();

    // Nothing typed, nothing ticked: the shared schema's messages, nothing sent.
    fireEvent.click(dialog.getByRole('button', { name: 'Confermo e accetto' }));
    expect(await dialog.findByText('Scrivi il tuo nome e cognome')).toBeTruthy();
    expect(dialog.getByText("Conferma di aver letto e di accettare l'offerta")).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(dialog.getByLabelText('Il tuo nome e cognome'), { target: { value: 'Silvia Ferrari' } });
    fireEvent.click(dialog.getByLabelText('Ho letto e accetto l’offerta e le sue condizioni'));
    fireEvent.click(dialog.getByRole('button', { name: 'Confermo e accetto' }));
    await waitFor(() => expect(posted).toEqual([{ name: 'Silvia Ferrari', accept_terms: true }]));
    const sent = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(new Headers(sent?.[1]?.headers).get('x-csrf-token')).toBe('csrf-token-123');

    // The page reads the proposal again and says what was recorded; the buttons are gone.
    expect(await screen.findByText(/Offerta accettata da Silvia Ferrari il 28 novembre 2026/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accetta l’offerta' })).toBeNull();
  });

  it('keeps the dialog open with the server’s reason when the acceptance is refused', async () => {
    signInAsClient();
    mockFetch({
      'GET /api/client-portal/overview': ok(overview()),
      [`GET /api/client-portal/proposals/${PROPOSAL_ID}`]: ok(proposal()),
      [`POST /api/client-portal/proposals/${PROPOSAL_ID}/accept`]: fail(
        409,
        'CONFLICT',
        'L’offerta non si può più accettare: è scaduta',
      ),
    });
    renderApp(`/app/portal/proposals/${PROPOSAL_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Accetta l’offerta' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Accetta l’offerta' }));
    fireEvent.change(dialog.getByLabelText('Il tuo nome e cognome'), { target: { value: 'Silvia Ferrari' } });
    fireEvent.click(dialog.getByLabelText('Ho letto e accetto l’offerta e le sue condizioni'));
    fireEvent.click(dialog.getByRole('button', { name: 'Confermo e accetto' }));
    expect(await dialog.findByText('L’offerta non si può più accettare: è scaduta')).toBeTruthy();
  });

  it('refuses it with an optional reason', async () => {
    signInAsClient();
    const posted: unknown[] = [];
    let current = proposal();
    mockFetch({
      'GET /api/client-portal/overview': ok(overview()),
      [`GET /api/client-portal/proposals/${PROPOSAL_ID}`]: () => ok(current),
      [`POST /api/client-portal/proposals/${PROPOSAL_ID}/refuse`]: (init) => {
        posted.push(JSON.parse(String(init.body)));
        current = proposal({
          status: 'rifiutata',
          can_decide: false,
          decided_at: ACCEPTED_AT,
          decision: { at: ACCEPTED_AT, name: null, refusal_reason: 'Budget rinviato al prossimo anno' },
        });
        return ok(current);
      },
    });
    renderApp(`/app/portal/proposals/${PROPOSAL_ID}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Rifiuta l’offerta' }, { timeout: 5000 }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rifiuta l’offerta' }));
    fireEvent.change(dialog.getByLabelText('Vuoi dirci il motivo? (facoltativo)'), {
      target: { value: 'Budget rinviato al prossimo anno' },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Rifiuta l’offerta' }));
    await waitFor(() => expect(posted).toEqual([{ reason: 'Budget rinviato al prossimo anno' }]));
    expect(await screen.findByText(/Offerta rifiutata il 28 novembre 2026/)).toBeTruthy();
    expect(screen.getByText('Motivo indicato: Budget rinviato al prossimo anno')).toBeTruthy();
  });

  it('offers no decision on an expired offer', async () => {
    signInAsClient();
    mockFetch({
      'GET /api/client-portal/overview': ok(overview()),
      [`GET /api/client-portal/proposals/${EXPIRED_ID}`]: ok(
        proposal({ id: EXPIRED_ID, valid_until: '2020-01-31', can_decide: false }),
      ),
    });
    renderApp(`/app/portal/proposals/${EXPIRED_ID}`);
    expect(await screen.findByText(/Questa offerta è scaduta il 31 gennaio 2020/, undefined, { timeout: 5000 }));
    expect(screen.getByText('Scaduta')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accetta l’offerta' })).toBeNull();
  });

  it('says an offer of another company, or none, is not found', async () => {
    signInAsClient();
    mockFetch({ 'GET /api/client-portal/overview': ok(overview()) });
    renderApp(`/app/portal/proposals/${PROPOSAL_ID}`);
    expect(await screen.findByText('Offerta non trovata', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Tutte le offerte' })).toBeTruthy();
  });
});
