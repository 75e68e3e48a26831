import { KNOWN_FLAGS, type Role } from '@portale/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { useFlagsStore } from '@/platform/flags-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import {
  CONTRACT_ID,
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

function open(path: string, routes: Parameters<typeof mockFetch>[0], role: Role = 'client') {
  useAuthStore.getState().setSession(makeSession({ role }));
  useFlagsStore.getState().setFlags(ALL_ON);
  mockFetch(routes);
  return renderApp(path);
}

describe('the client portal’s pages', { timeout: 20_000 }, () => {
  it('overview: the company, what waits for it, and what a pre-invoice is', async () => {
    open('/app/portal', { 'GET /api/client-portal/overview': ok(overview({ proposals_to_decide: 2 })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Area clienti' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(/tutto quello che riguarda Arredi Ferrari S\.r\.l\./)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Hai 2 offerte da valutare' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Vai alle offerte' }).getAttribute('href')).toBe('/app/portal/proposals');
    expect(screen.getByText('1 in attesa di fattura')).toBeTruthy();
    expect(screen.getByText(/È un documento di riepilogo in attesa della fattura/)).toBeTruthy();
    const sidebar = within(screen.getByTestId('sidebar'));
    expect(sidebar.getByRole('link', { name: 'Pre-fatture' })).toBeTruthy();
  });

  it('overview: an account without a company is told so, not shown an error', async () => {
    open('/app/portal', { 'GET /api/client-portal/overview': fail(404, 'NOT_FOUND', 'Risorsa non trovata') });
    expect(
      await screen.findByText('Il tuo account non è ancora collegato alla tua azienda', undefined, { timeout: 5000 }),
    ).toBeTruthy();
  });

  it('proposals: those to evaluate first, then the others', async () => {
    open('/app/portal/proposals', {
      'GET /api/client-portal/proposals': ok({
        items: [proposalItem({ id: EXPIRED_ID, title: 'Vecchia offerta', valid_until: '2020-01-31' }), proposalItem()],
      }),
    });
    const toDecide = within(await screen.findByRole('region', { name: 'Da valutare' }, { timeout: 5000 }));
    expect(toDecide.getByRole('link', { name: 'Leggi e decidi: Nuovo configuratore di cucine' })).toBeTruthy();
    const history = within(screen.getByRole('region', { name: 'Già valutate o scadute' }));
    expect(history.getByText('Vecchia offerta')).toBeTruthy();
    expect(history.getByText('Scaduta il 31 gennaio 2020')).toBeTruthy();
  });

  it('projects: status, dates and billing milestones, linked to their contract', async () => {
    open('/app/portal/projects', { 'GET /api/client-portal/projects': ok({ items: [project()] }) });
    expect(await screen.findByRole('heading', { name: 'Configuratore cucine' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('AF-CUC · Dal 15 gennaio 2026 al 31 dicembre 2026')).toBeTruthy();
    expect(screen.getByText('Fatturata')).toBeTruthy();
    expect(screen.getByText('Da fatturare')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Contratto C-2026/0007' })[0]?.getAttribute('href')).toBe(
      `/app/portal/contracts/${CONTRACT_ID}`,
    );
  });

  it('contract: terms in words, milestones with amounts and their pre-invoice, projects and the proposal', async () => {
    open(`/app/portal/contracts/${CONTRACT_ID}`, {
      [`GET /api/client-portal/contracts/${CONTRACT_ID}`]: ok(contract()),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manutenzione configuratore' }, { timeout: 5000 }));
    expect(screen.getByText(/si rinnova automaticamente di 12 mesi/)).toBeTruthy();
    expect(screen.getByText('1.200,00 € (IVA esclusa)')).toBeTruthy();
    const milestones = within(screen.getByRole('list', { name: 'Scadenze di fatturazione' }));
    expect(milestones.getByText('Canone di febbraio')).toBeTruthy();
    expect(milestones.getByText('In fatturazione')).toBeTruthy();
    expect(milestones.getByRole('link', { name: 'Pre-fattura PF-2026/0003' }).getAttribute('href')).toBe(
      `/app/portal/pre-invoices/${PRE_INVOICE_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Offerta 2025/0031' }).getAttribute('href')).toBe(
      `/app/portal/proposals/${PROPOSAL_ID}`,
    );
    expect(screen.getByText('AF-CUC · Configuratore cucine')).toBeTruthy();
  });

  it('pre-invoices: explained, with the real invoice once issued', async () => {
    open('/app/portal/pre-invoices', {
      'GET /api/client-portal/pre-invoices': ok({
        items: [
          preInvoice(),
          preInvoice({ id: 'pf-2', number: 'PF-2026/0004', status: 'approvata', invoice_number: null }),
        ],
      }),
    });
    expect(await screen.findByText('Cos’è una pre-fattura?', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Fattura n. FT-2026/17 del 2 marzo 2026')).toBeTruthy();
    expect(screen.getByText('In attesa di fattura')).toBeTruthy();
  });

  it('pre-invoice: lines, totals and the invoice', async () => {
    open(`/app/portal/pre-invoices/${PRE_INVOICE_ID}`, {
      [`GET /api/client-portal/pre-invoices/${PRE_INVOICE_ID}`]: ok(preInvoice()),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pre-fattura PF-2026/0003' }, { timeout: 5000 }));
    expect(screen.getByText('Canone di manutenzione, febbraio 2026')).toBeTruthy();
    expect(screen.getByText('1.464,00 €')).toBeTruthy();
    expect(screen.getByText('Fattura n. FT-2026/17 del 2 marzo 2026')).toBeTruthy();
  });

  it('a staff account opening the client area lands on 403', async () => {
    const { router } = open('/app/portal', {}, 'admin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/error/403'));
  });
});
