import type { HoursPreview } from '@portale/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '@/platform/auth-store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { makeSession } from '@/test/fixtures';
import { renderApp } from '@/test/render-app';
import { CONTRACT_ID } from '../../test/contract-fixtures';
import { CLIENT_ID } from '../../test/fixtures';
import { MILESTONE_IDS, PRE_INVOICE, preInvoice, T_M_PROJECT } from '../../test/pre-invoice-fixtures';

const API = '/api/invoicing/pre-invoices';
const DRAFT = '/api/drafts/key/sales.pre-invoice%3Anew';
const client = { id: CLIENT_ID, name: 'Mobilificio Brianzolo S.r.l.' };

function signIn() {
  useAuthStore.getState().setSession(makeSession({ role: 'manager', username: 'manager' }));
}

const common = {
  [`GET ${DRAFT}`]: ok(null),
  [`PUT ${DRAFT}`]: ok(null),
  [`DELETE ${DRAFT}`]: ok({ deleted: true }),
  [`GET ${API}/${PRE_INVOICE}`]: ok(preInvoice()),
};
const json = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

/** Opens a combobox, types, and picks the option of that name. */
async function pick(label: string, typed: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: new RegExp(option) }, { timeout: 3000 }));
}

afterEach(() => vi.useRealTimers());

describe('new pre-invoice page', { timeout: 30_000 }, () => {
  it('by hand: refuses bad input inline, shows the live totals, sends the draft and puts the server’s field errors in place', async () => {
    signIn();
    const posts: Record<string, unknown>[] = [];
    mockFetch({
      ...common,
      [`GET ${API}/sources/clients`]: ok({
        items: [{ ...client, kind: 'company', vat_number: '12345678903', tax_code: null, city: 'Lissone' }],
      }),
      'GET /api/crm/contracts': ok({ items: [], pagination: { page: 1, per_page: 100, total: 0, total_pages: 0 } }),
      [`GET /api/crm/clients/${CLIENT_ID}/projects`]: ok({ items: [], available: true }),
      [`POST ${API}`]: (init) => {
        posts.push(json(init));
        return posts.length === 1
          ? fail(400, 'VALIDATION_ERROR', 'Dati non validi', { client_id: ['Il cliente è archiviato'] })
          : ok(preInvoice(), 201);
      },
    });
    const { router } = renderApp('/app/invoicing/pre-invoices/new');
    const lines = await screen.findByRole('list', { name: 'Righe della pre-fattura' }, { timeout: 5000 });
    fireEvent.click(screen.getByRole('button', { name: 'Crea pre-fattura' }));
    expect(await screen.findByText('Scegli il cliente')).toBeTruthy();
    expect(screen.getByText('La descrizione è obbligatoria')).toBeTruthy();
    expect(posts).toEqual([]);

    await pick('Cliente', 'mobili', 'Mobilificio Brianzolo');
    fireEvent.change(within(lines).getByLabelText('Descrizione'), { target: { value: 'Consulenza' } });
    fireEvent.change(within(lines).getByLabelText('Quantità'), { target: { value: '8' } });
    fireEvent.change(within(lines).getByLabelText('Prezzo unitario (€)'), { target: { value: '125' } });
    const totals = screen.getByRole('region', { name: 'Totali' });
    await waitFor(() => expect(totals.textContent).toContain('1.220,00'));
    fireEvent.change(screen.getByLabelText('Causale'), { target: { value: 'Consulenza di novembre' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crea pre-fattura' }));
    expect(await screen.findByText('Il cliente è archiviato')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crea pre-fattura' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/invoicing/pre-invoices/${PRE_INVOICE}`));
    expect(posts[1]).toMatchObject({
      client_id: CLIENT_ID,
      contract_id: null,
      project_id: null,
      causale: 'Consulenza di novembre',
      lines: [{ description: 'Consulenza', quantity: 8, unit_price_cents: 12_500, vat_rate: 22, natura: null }],
      split_payment: false,
      charge_stamp_duty: true,
      withholding: null,
    });
    expect(posts[1]).not.toHaveProperty('due_date');
  });

  it('from milestones: picks a contract, ticks the milestones not billed yet and sends them with the VAT', async () => {
    signIn();
    const posts: Record<string, unknown>[] = [];
    const contract = {
      id: CONTRACT_ID,
      number: 'C-2026/0007',
      title: 'Assistenza gestionale',
      client,
      status: 'attivo',
      value_cents: 1_200_000,
      open_milestones: 1,
    };
    mockFetch({
      ...common,
      [`GET ${API}/sources/contracts`]: ok({ items: [contract] }),
      [`GET ${API}/sources/contracts/${CONTRACT_ID}/milestones`]: ok({
        contract,
        items: [
          {
            id: MILESTONE_IDS[0],
            description: 'Anticipo',
            due_date: '2026-01-15',
            percent: 30,
            amount_cents: 360_000,
            pre_invoice: { id: 'x', number: 'PF-2026/0003', status: 'fatturata' },
          },
          {
            id: MILESTONE_IDS[1],
            description: 'Saldo',
            due_date: '2026-12-31',
            percent: null,
            amount_cents: 840_000,
            pre_invoice: null,
          },
        ],
      }),
      [`POST ${API}/from-milestones`]: (init) => {
        posts.push(json(init));
        return ok(preInvoice(), 201);
      },
    });
    const { router } = renderApp('/app/invoicing/pre-invoices/new?source=milestones');
    expect(
      await screen.findByRole('radio', { name: /Dalle scadenze di un contratto/ }, { timeout: 5000 }),
    ).toHaveProperty('checked', true);
    fireEvent.click(screen.getByRole('button', { name: 'Crea pre-fattura dalle scadenze' }));
    expect(await screen.findByText('Scegli il contratto')).toBeTruthy();
    await pick('Contratto', 'C-2026', 'C-2026/0007');
    const list = await screen.findByRole('list', { name: 'Scadenze di fatturazione del contratto' });
    const billed = await within(list).findByRole('checkbox', { name: /Anticipo/ });
    expect(billed).toHaveProperty('disabled', true);
    expect(within(list).getByRole('link', { name: 'In pre-fattura PF-2026/0003' })).toBeTruthy();
    fireEvent.click(within(list).getByRole('checkbox', { name: /Saldo/ }));
    expect(screen.getByText(/1 scadenza scelta · imponibile 8\.400,00/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Aliquota IVA'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crea pre-fattura dalle scadenze' }));
    expect(await screen.findByText(/Con l'aliquota IVA 0% indica la natura/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Natura (IVA 0%)'), { target: { value: 'N2.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crea pre-fattura dalle scadenze' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/invoicing/pre-invoices/${PRE_INVOICE}`));
    expect(posts).toEqual([
      expect.objectContaining({
        contract_id: CONTRACT_ID,
        milestone_ids: [MILESTONE_IDS[1]],
        vat_rate: 0,
        natura: 'N2.1',
      }),
    ]);
  });

  it('from hours: proposes the next period, previews people, hours and rates, and explains missing rates and overlaps before sending', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T10:00:00Z') });
    signIn();
    const posts: Record<string, unknown>[] = [];
    const previews: string[] = [];
    const person = (name: string, minutes: number, rate: number | null) => ({
      user_id: name,
      name,
      minutes,
      entries: 10,
      quantity: minutes / 60,
      rate_cents: rate,
      amount_cents: rate === null ? null : (minutes / 60) * rate,
    });
    const preview = (from: string, to: string): HoursPreview => ({
      project: { id: T_M_PROJECT, code: 'CRM-LIGURE', name: 'Area riservata' },
      client: { id: CLIENT_ID, name: 'Ligure Mutua Assicurazioni' },
      period_from: from,
      period_to: to,
      people:
        from === '2026-11-01'
          ? [person('Elena Bruno', 3630, 7500), person('Davide Conti', 600, null)]
          : [person('Elena Bruno', 1200, 7500)],
      minutes: from === '2026-11-01' ? 4230 : 1200,
      taxable_cents: from === '2026-11-01' ? 453_750 : 150_000,
      missing_rates: from === '2026-11-01' ? ['Davide Conti'] : [],
      overlap:
        from === '2026-10-15'
          ? { id: 'other', number: 'PF-2026/0004', period_from: '2026-10-01', period_to: '2026-10-31' }
          : null,
    });
    mockFetch({
      ...common,
      [`GET ${API}/sources/projects`]: ok({
        items: [
          {
            id: T_M_PROJECT,
            code: 'CRM-LIGURE',
            name: 'Area riservata',
            client: { id: CLIENT_ID, name: 'Ligure Mutua Assicurazioni' },
            status: 'attivo',
            billed_until: '2026-10-31',
          },
        ],
      }),
      [`GET ${API}/hours-preview`]: () => {
        const url = new URL(String(vi.mocked(fetch).mock.calls.at(-1)?.[0]), 'http://x');
        const from = url.searchParams.get('period_from') ?? '';
        previews.push(`${from}..${url.searchParams.get('period_to')}`);
        return ok(preview(from, url.searchParams.get('period_to') ?? ''));
      },
      [`POST ${API}/from-hours`]: (init) => {
        posts.push(json(init));
        return ok(preInvoice(), 201);
      },
    });
    const { router } = renderApp(`/app/invoicing/pre-invoices/new?source=ore&project=${T_M_PROJECT}`);
    expect(
      await screen.findByText('Le ore del progetto sono fatturate fino al 31 ottobre 2026.', undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Dal')).toHaveProperty('value', '2026-11-01');
    expect(screen.getByLabelText('Al')).toHaveProperty('value', '2026-11-27');
    const table = await screen.findByRole('table', { name: 'Ore approvate e fatturabili del periodo, per persona' });
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('60,5');
    expect(within(table).getAllByRole('row')[1]?.textContent).toContain('75,00');
    expect(within(table).getAllByText('Manca la tariffa').length).toBeGreaterThan(0);
    expect(screen.getByText(/Manca la tariffa oraria di Davide Conti/)).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Crea pre-fattura dalle ore' });
    expect(submit).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText('Dal'), { target: { value: '2026-10-15' } });
    expect(await screen.findByText(/si sovrappone alla pre-fattura PF-2026\/0004/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Crea pre-fattura dalle ore' })).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText('Dal'), { target: { value: '2026-11-16' } });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Crea pre-fattura dalle ore' })).toHaveProperty('disabled', false),
    );
    expect(screen.getByText('Verrà intestata a Ligure Mutua Assicurazioni.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crea pre-fattura dalle ore' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/app/invoicing/pre-invoices/${PRE_INVOICE}`));
    expect(posts).toEqual([
      expect.objectContaining({
        project_id: T_M_PROJECT,
        period_from: '2026-11-16',
        period_to: '2026-11-27',
        vat_rate: 22,
        natura: null,
      }),
    ]);
    expect(previews).toContain('2026-11-01..2026-11-27');
  });
});
