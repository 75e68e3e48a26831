import { DEFAULT_ROLE_PERMISSIONS } from '@portale/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CONTRACT_ID } from '../../test/contract-fixtures';
import { CLIENT_ID, OWNER_ID } from '../../test/fixtures';
import { contractRef, PRE_INVOICE, preInvoice } from '../../test/pre-invoice-fixtures';

const PATH = `/api/invoicing/pre-invoices/${PRE_INVOICE}`;
const DRAFT = `/api/drafts/key/sales.pre-invoice%3A${PRE_INVOICE}`;
const drafts = {
  [`GET ${DRAFT}`]: ok(null),
  [`PUT ${DRAFT}`]: ok(null),
  [`DELETE ${DRAFT}`]: ok({ deleted: true }),
};

function signIn(role: 'manager' | 'admin' = 'manager', permissions?: string[]) {
  const session = makeSession({ role, username: role });
  useAuthStore.getState().setSession(permissions ? { ...session, permissions } : session);
}

const json = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe('pre-invoice page', { timeout: 30_000 }, () => {
  it('shows what it bills, the disclaimer, the lines with the VAT summary and totals, the steps and the downloads', async () => {
    signIn();
    mockFetch({
      [`GET ${PATH}`]: ok(
        preInvoice({
          status: 'approvata',
          source: 'milestones',
          contract: contractRef,
          lines: [
            ...preInvoice().lines,
            {
              kind: 'item',
              description: 'Quota d’esame',
              quantity: 1,
              unit: null,
              unit_price_cents: 9_000,
              discount_percent: 0,
              vat_rate: 0,
              natura: 'N2.2',
              withholding: false,
            },
          ],
          milestones: [{ id: 'm1', description: 'Anticipo', due_date: '2026-01-15', amount_cents: 100_000 }],
          approved: { at: '2026-11-22T10:00:00.000Z', by: { id: OWNER_ID, name: 'Marco Bianchi' } },
          can_edit: false,
          transitions: ['invoice', 'reopen'],
        }),
      ),
    });
    renderApp(`/app/invoicing/pre-invoices/${PRE_INVOICE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pre-fattura PF-2026/0007' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText(/non ha valore fiscale e non viene inviata al Sistema di Interscambio/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mobilificio Brianzolo S.r.l.' }).getAttribute('href')).toBe(
      `/app/crm/clients/${CLIENT_ID}`,
    );
    expect(screen.getByRole('link', { name: 'C-2026/0007 · Assistenza gestionale' }).getAttribute('href')).toBe(
      `/app/crm/contracts/${CONTRACT_ID}`,
    );
    const summary = screen.getByRole('table', { name: 'Riepilogo IVA per aliquota e natura' });
    expect(
      within(summary)
        .getAllByRole('row')
        .map((row) => row.textContent?.replace(/\u00a0/g, ' ')),
    ).toEqual(['AliquotaImponibileImposta', '22%1.000,00 €220,00 €', 'N12,00 €0,00 €', 'N2.290,00 €0,00 €']);
    // 90 € of exempt lines bring the 2 € bollo, charged to the client as an N1 line.
    expect(screen.getByText('di cui imposta di bollo (N1, a carico del cliente)')).toBeTruthy();
    expect(screen.getByText('1.312,00 €')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Scadenze del contratto fatturate con questa pre-fattura' })).toBeTruthy();
    expect(screen.getByText(/Approvata da Marco Bianchi il/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'XML FatturaPA' }).getAttribute('href')).toBe(`${PATH}/fatturapa.xml`);
    expect(screen.getByRole('link', { name: 'CSV' }).getAttribute('href')).toBe(`${PATH}/export.csv`);
    expect(screen.getByRole('link', { name: 'Excel' }).getAttribute('href')).toBe(`${PATH}/export.xlsx`);
    // Approved: no edit nor delete, the moves its status allows.
    expect(screen.queryByRole('link', { name: 'Modifica' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Elimina' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Riapri come bozza' })).toBeTruthy();
  });

  it('approves a draft, then marks it invoiced with a valid real invoice number and date', async () => {
    signIn();
    const bodies: Record<string, unknown>[] = [];
    let current = preInvoice();
    mockFetch({
      [`GET ${PATH}`]: () => ok(current),
      [`POST ${PATH}/transition`]: (init) => {
        const body = json(init);
        bodies.push(body);
        current =
          body.action === 'approve'
            ? preInvoice({ status: 'approvata', version: 3, can_edit: false, transitions: ['invoice', 'reopen'] })
            : preInvoice({
                status: 'fatturata',
                version: 4,
                can_edit: false,
                transitions: [],
                invoice_number: String(body.invoice_number),
                invoice_date: String(body.invoice_date),
              });
        return ok(current);
      },
    });
    renderApp(`/app/invoicing/pre-invoices/${PRE_INVOICE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Approva' }, { timeout: 5000 }));
    const approve = await screen.findByRole('dialog', { name: 'Approvare la pre-fattura?' });
    fireEvent.click(within(approve).getByRole('button', { name: 'Approva' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Segna come fatturata' }));
    const dialog = await screen.findByRole('dialog', { name: 'Segnare la pre-fattura come fatturata?' });
    const confirm = within(dialog).getByRole('button', { name: 'Segna come fatturata' });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Indica il numero della fattura emessa')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Numero della fattura'), { target: { value: 'FT/à' } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText(/lettere senza accento, cifre e segni come \/ e -$/)).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Numero della fattura'), { target: { value: 'FT-A' } });
    fireEvent.click(confirm);
    expect(await within(dialog).findByText('Il numero della fattura deve contenere almeno una cifra')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Numero della fattura'), { target: { value: '87/2026' } });
    fireEvent.change(within(dialog).getByLabelText('Data della fattura'), { target: { value: '2026-11-25' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodies).toEqual([
      { action: 'approve', version: 2 },
      { action: 'invoice', version: 3, invoice_number: '87/2026', invoice_date: '2026-11-25' },
    ]);
    expect(await screen.findByText('n. 87/2026 del 25 novembre 2026')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Riapri come bozza' })).toBeNull();
  });

  it('lists what the XML lacks with where to fill it in, instead of the download', async () => {
    signIn('admin');
    mockFetch({
      [`GET ${PATH}`]: ok(
        preInvoice({
          xml_missing: [
            'la sede dell’azienda (indirizzo, CAP) nelle impostazioni (Amministrazione › Impostazioni), scheda «Fatturazione»',
            'la partita IVA o il codice fiscale nella scheda del cliente «Mobilificio Brianzolo S.r.l.»',
          ],
        }),
      ),
    });
    renderApp(`/app/invoicing/pre-invoices/${PRE_INVOICE}`);
    expect(
      await screen.findByText('Per scaricare l’XML FatturaPA mancano alcuni dati', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'XML FatturaPA' })).toBeNull();
    expect(screen.getByText(/la sede dell’azienda \(indirizzo, CAP\)/)).toBeTruthy();
    // Straight to the «Fatturazione» tab the missing data is on.
    expect(screen.getByRole('link', { name: 'Apri le impostazioni di fatturazione' }).getAttribute('href')).toBe(
      '/app/admin/settings?tab=invoicing',
    );
    expect(
      screen.getByRole('link', { name: 'Apri la scheda di Mobilificio Brianzolo S.r.l.' }).getAttribute('href'),
    ).toBe(`/app/crm/clients/${CLIENT_ID}/edit`);
    expect(screen.getByRole('link', { name: 'CSV' })).toBeTruthy();
  });

  it('edits a draft in place, and shows the newer version when someone saved it meanwhile', async () => {
    signIn();
    const patches: Record<string, unknown>[] = [];
    let conflict = true;
    let current = preInvoice();
    mockFetch({
      ...drafts,
      [`GET ${PATH}`]: () => ok(current),
      'GET /api/crm/contracts': ok({ items: [], pagination: { page: 1, per_page: 100, total: 0, total_pages: 0 } }),
      [`GET /api/crm/clients/${CLIENT_ID}/projects`]: ok({ items: [], available: true }),
      [`PATCH ${PATH}`]: (init) => {
        patches.push(json(init));
        if (conflict) {
          conflict = false;
          current = preInvoice({ version: 3, causale: 'Consulenza di dicembre' });
          return fail(409, 'CONFLICT', 'La pre-fattura è stata modificata nel frattempo');
        }
        current = preInvoice({ version: 4, causale: 'Consulenza, novembre 2026' });
        return ok(current);
      },
    });
    const { router } = renderApp(`/app/invoicing/pre-invoices/${PRE_INVOICE}`);
    fireEvent.click(await screen.findByRole('link', { name: 'Modifica' }, { timeout: 5000 }));
    const causale = await screen.findByLabelText('Causale');
    fireEvent.change(causale, { target: { value: 'Consulenza, novembre 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    const dialog = await screen.findByRole('dialog', { name: 'La pre-fattura è stata modificata da qualcun altro' });
    expect(within(dialog).getByText('Consulenza di dicembre')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ricarica con la versione aggiornata' }));
    await waitFor(() => expect(screen.getByLabelText('Causale')).toHaveProperty('value', 'Consulenza di dicembre'));
    fireEvent.change(screen.getByLabelText('Causale'), { target: { value: 'Consulenza, novembre 2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(patches).toEqual([
      { causale: 'Consulenza, novembre 2026', version: 2 },
      { causale: 'Consulenza, novembre 2026', version: 3 },
    ]);
    expect(await screen.findByText('Consulenza, novembre 2026')).toBeTruthy();
  });

  it('deletes a draft after confirming, and offers no moves to a reader without manage_invoices', async () => {
    signIn();
    const deleted: string[] = [];
    mockFetch({
      [`GET ${PATH}`]: ok(preInvoice()),
      [`DELETE ${PATH}`]: () => {
        deleted.push(PRE_INVOICE);
        return ok({ freed_milestones: 0 });
      },
      'GET /api/invoicing/pre-invoices': ok({
        items: [],
        pagination: { page: 1, per_page: 25, total: 0, total_pages: 0 },
        sums: { taxable_cents: 0, total_cents: 0 },
      }),
    });
    const { router } = renderApp(`/app/invoicing/pre-invoices/${PRE_INVOICE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Elimina' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare la pre-fattura?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/invoicing/pre-invoices'));
    expect(deleted).toEqual([PRE_INVOICE]);
  });

  it('shows a reader without manage_invoices no actions', async () => {
    signIn(
      'manager',
      DEFAULT_ROLE_PERMISSIONS.manager.filter((p) => p !== 'manage_invoices'),
    );
    mockFetch({ [`GET ${PATH}`]: ok(preInvoice({ can_edit: false, transitions: [] })) });
    renderApp(`/app/invoicing/pre-invoices/${PRE_INVOICE}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pre-fattura PF-2026/0007' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approva' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Modifica' })).toBeNull();
  });
});
