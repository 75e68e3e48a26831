import { KNOWN_FLAGS, type Role } from '@portale/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useConfigStore } from '@/platform/config-store';
import { useFlagsStore } from '@/platform/flags-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeConfig, makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import {
  contract,
  EXPIRED_ID,
  overview,
  PRE_INVOICE_ID,
  PROPOSAL_ID,
  preInvoice,
  project,
  proposalItem,
} from '../test/fixtures';

const ALL_ON = Object.fromEntries(Object.keys(KNOWN_FLAGS).map((flag) => [flag, true]));

const PORTAL = {
  'GET /api/client-portal/overview': ok(overview()),
  'GET /api/client-portal/proposals': ok({
    items: [
      proposalItem(),
      proposalItem({ id: EXPIRED_ID, title: 'Vecchia offerta', valid_until: '2020-01-31' }),
      proposalItem({ id: 'p-3', title: 'Offerta accettata', status: 'accettata', decided_at: '2026-03-01T10:00:00Z' }),
    ],
  }),
  'GET /api/client-portal/projects': ok({
    items: [project(), project({ id: 'pr-2', name: 'Sito vetrina', status: 'completato', milestones: [] })],
  }),
  'GET /api/client-portal/contracts': ok({ items: [contract()] }),
  'GET /api/client-portal/pre-invoices': ok({
    items: [
      preInvoice(),
      preInvoice({ id: 'pf-2', number: 'PF-2026/0004', status: 'approvata', invoice_number: null }),
    ],
  }),
};

function openDashboard(role: Role, routes: Parameters<typeof mockFetch>[0] = PORTAL, flags = ALL_ON) {
  useAuthStore.getState().setSession(makeSession({ role, first_name: 'Silvia' }));
  useFlagsStore.getState().setFlags(flags);
  useConfigStore.getState().setConfig(makeConfig());
  const fetchMock = mockFetch(routes);
  return { fetchMock, ...renderApp('/app/dashboard') };
}

describe("the client portal's dashboard cards", { timeout: 20_000 }, () => {
  it('puts the offers to evaluate first, with a clear call to action, then projects, contracts and pre-invoices', async () => {
    openDashboard('client');
    const offers = within(await screen.findByRole('region', { name: 'Offerte da valutare' }, { timeout: 5000 }));
    expect(offers.getByText('Nuovo configuratore di cucine')).toBeTruthy();
    expect(offers.getByText('2026/0042 · 12.200,00 €')).toBeTruthy();
    // Only the one still valid: the expired and the accepted ones are not to evaluate.
    expect(offers.queryByText('Vecchia offerta')).toBeNull();
    expect(offers.queryByText('Offerta accettata')).toBeNull();
    const action = offers.getByRole('link', { name: 'Valuta l’offerta: Nuovo configuratore di cucine' });
    expect(action.getAttribute('href')).toBe(`/app/portal/proposals/${PROPOSAL_ID}`);

    const projects = within(screen.getByRole('region', { name: 'I tuoi progetti' }));
    expect(projects.getByText('Configuratore cucine')).toBeTruthy();
    expect(projects.getByText('Attivo')).toBeTruthy();
    // The next milestone is the first not yet invoiced; a completed project is not "in progress".
    expect(projects.getByText('Prossima scadenza: Rilascio in produzione, 30 giu')).toBeTruthy();
    expect(projects.queryByText('Sito vetrina')).toBeNull();

    const contracts = within(screen.getByRole('region', { name: 'Contratti' }));
    expect(contracts.getByRole('link', { name: 'Manutenzione configuratore' })).toBeTruthy();
    expect(contracts.getByText(/Canone mensile: 1\.200,00 €/)).toBeTruthy();

    const preInvoices = within(screen.getByRole('region', { name: 'Pre-fatture' }));
    expect(preInvoices.getByText('Riepiloghi in attesa della fattura.')).toBeTruthy();
    expect(preInvoices.getByRole('link', { name: 'Pre-fattura PF-2026/0003' }).getAttribute('href')).toBe(
      `/app/portal/pre-invoices/${PRE_INVOICE_ID}`,
    );
    expect(preInvoices.getByText('Fattura n. FT-2026/17 del 2 marzo 2026')).toBeTruthy();
    expect(preInvoices.getByText('In attesa di fattura')).toBeTruthy();

    // The portal's cards come before the start card.
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(regions.indexOf('widget-client-portal-proposals')).toBeLessThan(
      regions.indexOf('widget-profile-client-start'),
    );
  });

  it('says so when nothing waits for the client', async () => {
    openDashboard('client', {
      ...PORTAL,
      'GET /api/client-portal/proposals': ok({ items: [] }),
      'GET /api/client-portal/projects': ok({ items: [] }),
      'GET /api/client-portal/contracts': ok({ items: [] }),
      'GET /api/client-portal/pre-invoices': ok({ items: [] }),
    });
    const offers = within(await screen.findByRole('region', { name: 'Offerte da valutare' }, { timeout: 5000 }));
    expect(offers.getByText('Nessuna offerta da valutare in questo momento.')).toBeTruthy();
    expect(offers.getByRole('link', { name: 'Tutte le offerte' })).toBeTruthy();
    expect(screen.getByText('Nessun progetto in corso.')).toBeTruthy();
    expect(screen.getByText('Nessun contratto attivo.')).toBeTruthy();
    expect(screen.getByText('Nessuna pre-fattura per ora.')).toBeTruthy();
  });

  it('shows a card’s failure inside it, with Riprova', async () => {
    openDashboard('client', {
      ...PORTAL,
      'GET /api/client-portal/contracts': fail(500, 'INTERNAL', 'Si è verificato un errore imprevisto.'),
    });
    const contracts = within(await screen.findByRole('region', { name: 'Contratti' }, { timeout: 5000 }));
    expect(await contracts.findByRole('button', { name: 'Riprova' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'I tuoi progetti' })).toBeTruthy();
  });

  it('shows no portal card to a client account without a company (404), only the start card', async () => {
    openDashboard('client', { 'GET /api/client-portal/overview': fail(404, 'NOT_FOUND', 'Risorsa non trovata') });
    expect(await screen.findByRole('region', { name: 'Cosa puoi fare nel portale' }, { timeout: 5000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Offerte da valutare' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'I tuoi progetti' })).toBeNull();
  });

  it('shows them to no staff account', async () => {
    const { fetchMock } = openDashboard('manager');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ciao, Silvia!' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Offerte da valutare' })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/api/client-portal/'))).toBe(false);
  });

  it('hides them with the sales module off', async () => {
    openDashboard('client', PORTAL, { ...ALL_ON, sales_module: false });
    expect(await screen.findByRole('region', { name: 'Cosa puoi fare nel portale' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Offerte da valutare' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Area clienti' })).toBeNull();
  });
});
