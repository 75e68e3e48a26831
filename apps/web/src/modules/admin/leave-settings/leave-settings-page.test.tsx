import { holidayCalendar, type LeaveType, type WorkLocation } from '@portale/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, fail, type MockReply, mockFetch, ok } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { loginAsAdmin, openTab, SLOW } from './test-support';

const ROL: LeaveType = {
  id: '6a0f7a0e-3a3b-4c1f-9a52-6f1d2f7b0001',
  code: 'rol',
  name: 'Permessi ROL',
  unit: 'hours',
  paid: true,
  requires_approval: true,
  requires_protocol: false,
  allowances: [{ contract_type: null, ccnl: null, amount: 56 }],
  carry_over: { allowed: true, max_amount: null, expires_after_months: 24 },
  color: '#7c3aed',
  active: true,
  payroll_code: 'ROL',
  updated_at: '2026-01-10T10:00:00.000Z',
};
const MALATTIA: LeaveType = {
  ...ROL,
  id: '6a0f7a0e-3a3b-4c1f-9a52-6f1d2f7b0002',
  code: 'malattia',
  name: 'Malattia',
  unit: 'days',
  requires_approval: false,
  requires_protocol: true,
  payroll_code: 'MAL',
  allowances: [],
  carry_over: { allowed: false, max_amount: null, expires_after_months: null },
};
const MILANO: WorkLocation = {
  id: '6a0f7a0e-3a3b-4c1f-9a52-6f1d2f7b0010',
  name: 'Sede di Milano',
  city: 'Milano',
  patron_name: "Sant'Ambrogio",
  patron_month: 12,
  patron_day: 7,
};
const SUMMER = { name: 'Chiusura estiva', start_date: '2025-08-11', end_date: '2025-08-22' };

/** mockFetch plus the holiday calendar answered per year (the mock's routes cannot see the query string). */
function mockApi(routes: Parameters<typeof mockFetch>[0]) {
  const base = mockFetch(routes);
  const holidayYears: number[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/calendar/holidays') return base(input, init);
    const year = Number(url.searchParams.get('year'));
    holidayYears.push(year);
    const closures = [SUMMER].filter((c) => c.start_date.startsWith(String(year)));
    const reply: MockReply = ok(holidayCalendar({ year, closures }));
    return new Response(JSON.stringify(reply.body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  return { fetchMock: base, holidayYears };
}

describe('leave settings page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    // Only Date is faked: React Query and Testing Library keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-06-15T10:00:00+02:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('lists the leave types with unit, rules, yearly allowance and carry-over', async () => {
    loginAsAdmin();
    mockApi({ 'GET /api/admin/leave-types': ok([MALATTIA, ROL]) });
    renderApp('/app/admin/leave-settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ferie e permessi' }, SLOW)).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Tipi di assenza' }, SLOW);
    const rol = within(table).getByText('Permessi ROL').closest('tr')!;
    expect(within(rol).getByText('Ore')).toBeTruthy();
    expect(within(rol).getAllByText('56 ore · Tutti i contratti').length).toBeGreaterThan(0);
    expect(within(rol).getByText('Tutto riportabile, entro 24 mesi')).toBeTruthy();
    const malattia = within(table).getByText('Malattia').closest('tr')!;
    expect(within(malattia).getByText('Giorni')).toBeTruthy();
    expect(within(malattia).getAllByText('Senza saldo').length).toBeGreaterThan(0);
    expect(within(malattia).getByText('Non riportabile')).toBeTruthy();
  });

  it('edits the allowances per contract type: adds a row, validates it, removes one, saves', async () => {
    loginAsAdmin();
    let sent: Record<string, unknown> | undefined;
    mockApi({
      'GET /api/admin/leave-types': ok([ROL]),
      [`PUT /api/admin/leave-types/${ROL.id}`]: (init) => {
        sent = JSON.parse(String(init.body));
        return ok({ ...ROL, ...sent });
      },
    });
    renderApp('/app/admin/leave-settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Modifica Permessi ROL' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica «Permessi ROL»' }, SLOW);
    expect((within(dialog).getByLabelText('Codice') as HTMLInputElement).disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi regola' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    // An empty amount is refused in Italian before anything is sent.
    expect(await within(dialog).findByText('Inserisci un numero', undefined, SLOW)).toBeTruthy();
    expect(sent).toBeUndefined();

    fireEvent.change(within(dialog).getByLabelText(/Quantità \(ore\), regola 2/), { target: { value: '40' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    // Same contract type and CCNL as rule 1: the shared schema refuses the duplicate.
    expect(
      await within(dialog).findByText('Esiste già una regola per questo tipo di contratto e CCNL', undefined, SLOW),
    ).toBeTruthy();
    expect(sent).toBeUndefined();

    fireEvent.change(within(dialog).getByLabelText(/Tipo di contratto, regola 2/), {
      target: { value: 'apprendistato' },
    });
    fireEvent.change(within(dialog).getByLabelText(/CCNL, regola 2/), { target: { value: ' Commercio ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aggiungi regola' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rimuovi la regola 3' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));

    expect(await screen.findByText('Tipo di assenza aggiornato', undefined, SLOW)).toBeTruthy();
    expect(sent).not.toHaveProperty('code');
    expect(sent?.allowances).toEqual([
      { contract_type: null, ccnl: null, amount: 56 },
      { contract_type: 'apprendistato', ccnl: 'Commercio', amount: 40 },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SLOW);
  });

  it('sets the attendance sheet code of a type, upper-cased, and refuses other characters', async () => {
    loginAsAdmin();
    let sent: Record<string, unknown> | undefined;
    mockApi({
      'GET /api/admin/leave-types': ok([ROL]),
      [`PUT /api/admin/leave-types/${ROL.id}`]: (init) => {
        sent = JSON.parse(String(init.body));
        return ok({ ...ROL, ...sent });
      },
    });
    renderApp('/app/admin/leave-settings');
    const table = await screen.findByRole('table', { name: 'Tipi di assenza' }, SLOW);
    expect(within(table).getByTitle('Codice foglio presenze').textContent).toBe('ROL');
    fireEvent.click(screen.getByRole('button', { name: 'Modifica Permessi ROL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica «Permessi ROL»' }, SLOW);
    const code = within(dialog).getByLabelText(/Codice foglio presenze/) as HTMLInputElement;
    expect(code.value).toBe('ROL');
    fireEvent.change(code, { target: { value: 'r-1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText(/può contenere solo lettere e cifre/, undefined, SLOW)).toBeTruthy();
    expect(sent).toBeUndefined();
    fireEvent.change(code, { target: { value: 'perm' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(sent?.payroll_code).toBe('PERM'), SLOW);
  });

  it("shows the server's field error next to the code when creating a duplicate", async () => {
    loginAsAdmin();
    mockApi({
      'GET /api/admin/leave-types': ok([ROL]),
      'POST /api/admin/leave-types': fail(409, 'CONFLICT', 'Esiste già un tipo di assenza con questo codice', {
        code: ['Codice già in uso'],
      }),
    });
    renderApp('/app/admin/leave-settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Nuovo tipo di assenza' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo tipo di assenza' }, SLOW);
    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Permessi ROL bis' } });
    fireEvent.change(within(dialog).getByLabelText('Codice'), { target: { value: 'rol' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Crea' }));
    expect(await within(dialog).findByText('Codice già in uso', undefined, SLOW)).toBeTruthy();
    expect(screen.getByText('Impossibile creare il tipo di assenza')).toBeTruthy();
  });

  it('restores the CCNL Commercio defaults after confirmation', async () => {
    loginAsAdmin();
    const { fetchMock } = mockApi({
      'GET /api/admin/leave-types': ok([ROL]),
      'POST /api/admin/leave-types/defaults': ok({ added: 6 }),
    });
    renderApp('/app/admin/leave-settings');
    fireEvent.click(await screen.findByRole('button', { name: 'Ripristina predefiniti CCNL Commercio' }, SLOW));
    const confirm = await screen.findByRole('dialog', { name: 'Ripristinare i tipi predefiniti?' }, SLOW);
    expect(calls(fetchMock)).not.toContain('POST /api/admin/leave-types/defaults');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Ripristina' }));
    expect(await screen.findByText('Aggiunti 6 tipi di assenza predefiniti', undefined, SLOW)).toBeTruthy();
  });

  it('switches the calendar year: Easter Monday moves and 4 October appears from 2026', async () => {
    loginAsAdmin();
    const { holidayYears } = mockApi({
      'GET /api/admin/leave-types': ok([]),
      'GET /api/admin/work-locations': ok([MILANO]),
    });
    renderApp('/app/admin/leave-settings');
    await openTab('Calendario festività');

    const list = await screen.findByRole('region', { name: 'Festività 2025' }, SLOW);
    expect(await within(list).findByText('lunedì 21 aprile', undefined, SLOW)).toBeTruthy();
    // Every location's patron day and the closure as one range.
    expect(within(list).getByText("Sant'Ambrogio (Sede di Milano)")).toBeTruthy();
    expect(within(list).getByText('lunedì 11 agosto – venerdì 22 agosto')).toBeTruthy();
    expect(within(list).queryByText("San Francesco d'Assisi")).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Anno successivo' }));
    const next = await screen.findByRole('region', { name: 'Festività 2026' }, SLOW);
    expect(await within(next).findByText("San Francesco d'Assisi", undefined, SLOW)).toBeTruthy();
    expect(within(next).getByText('lunedì 6 aprile')).toBeTruthy();
    expect(within(next).queryByText('Chiusura estiva')).toBeNull();
    expect(screen.getByText(/Legge 151\/2025/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Anno corrente' }));
    expect(await screen.findByRole('region', { name: 'Festività 2025' }, SLOW)).toBeTruthy();
    expect(holidayYears.slice(0, 2)).toEqual([2025, 2026]);
  });
});
