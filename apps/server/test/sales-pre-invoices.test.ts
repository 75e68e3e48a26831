import { computeInvoiceTotals } from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { as, createTestApp, type LoggedIn, login, loginDemoStaff, type TestApp } from './helpers';
import { arrediId, createManual, insertContract, line } from './sales-pre-invoices-setup';

// Pre-invoices by hand (issue 18, docs/sales.md): who reaches them, totals as the shared rules compute them, edits
// only while a draft, the moves between statuses, deletion, the list and the global search.

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let arredi: string;

const URL = '/api/invoicing/pre-invoices';

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client } = await loginDemoStaff(t));
  arredi = await arrediId(t.database.db);
});
afterAll(() => t.close());

const manual = (extra: Record<string, unknown> = {}) => ({
  client_id: arredi,
  issue_date: '2026-11-25',
  causale: 'Assistenza di novembre',
  lines: [line({ description: 'Assistenza sistemistica', quantity: 12.5, unit: 'ore', unit_price_cents: 6_500 })],
  ...extra,
});

describe('pre-invoices: who reaches them', () => {
  it('lets manager and admin read and write; refuses employee and client account with 403 everywhere', async () => {
    const created = await createManual(t, manager, manual());
    for (const who of [admin, manager]) {
      expect((await as(t.app, who, { url: URL })).statusCode).toBe(200);
      expect((await as(t.app, who, { url: `${URL}/${created.id}` })).statusCode).toBe(200);
    }
    const admins = await createManual(t, admin, manual());
    expect(admins.number).toMatch(/^PF-2026\/\d{4}$/);
    for (const who of [employee, client]) {
      for (const url of [
        URL,
        `${URL}/${created.id}`,
        `${URL}/${created.id}/fatturapa.xml`,
        `${URL}/${created.id}/export.csv`,
        `${URL}/export.xlsx`,
        `${URL}/sources/clients`,
      ]) {
        expect((await as(t.app, who, { url })).statusCode, url).toBe(403);
      }
      const write = await as(t.app, who, { method: 'POST', url: URL, payload: manual() });
      expect(write.statusCode).toBe(403);
      const remove = await as(t.app, who, { method: 'DELETE', url: `${URL}/${created.id}` });
      expect(remove.statusCode).toBe(403);
    }
  });

  it('refuses a reader of projects and CRM without view_all_invoices (a role with view_all_projects only)', async () => {
    const db = t.database.db;
    await db.execute(sql`insert into role_permissions (role, permission) values ('employee', 'view_all_projects')`);
    try {
      const reader = await login(t.app, 'dipendente');
      expect((await as(t.app, reader, { url: '/api/crm/clients' })).statusCode).toBe(200);
      expect((await as(t.app, reader, { url: URL })).statusCode).toBe(403);
      const write = await as(t.app, reader, { method: 'POST', url: URL, payload: manual() });
      expect(write.statusCode).toBe(403);
      const hits = (await as(t.app, reader, { url: '/api/search?q=PF-2026' })).json().data;
      expect(hits.filter((r: { type: string }) => r.type === 'pre_invoice')).toEqual([]);
    } finally {
      await db.execute(sql`delete from role_permissions where role = 'employee' and permission = 'view_all_projects'`);
    }
  });
});

describe('pre-invoices: by hand, totals and rounding', () => {
  it('computes and stores the totals as the shared rules do: VAT per rate, discount line, bollo', async () => {
    const lines = [
      line({ description: 'Analisi', quantity: 3.333, unit_price_cents: 3_333, vat_rate: 22 }),
      line({ description: 'Licenza', quantity: 1, unit_price_cents: 10_001, discount_percent: 12.5, vat_rate: 22 }),
      line({ description: 'Libro tecnico', quantity: 2, unit_price_cents: 1_999, vat_rate: 4 }),
      line({ description: 'Formazione finanziata', unit_price_cents: 8_000, vat_rate: 0, natura: 'N4' }),
      line({ kind: 'discount', description: 'Sconto fedeltà', unit_price_cents: -1_001, vat_rate: 22 }),
    ];
    const created = await createManual(t, manager, manual({ lines }));
    const expected = computeInvoiceTotals(lines, { split_payment: false, charge_stamp_duty: true, withholding: null });
    const detail = (await as(t.app, manager, { url: `${URL}/${created.id}` })).json().data;
    expect(detail.totals).toEqual(expected);
    expect(
      detail.totals.vat_summary.map((r: { vat_rate: number; natura: string | null }) => [r.vat_rate, r.natura]),
    ).toEqual([
      [22, null],
      [4, null],
      [0, 'N1'],
      [0, 'N4'],
    ]);
    expect(detail.totals.stamp_duty).toEqual({ due: true, amount_cents: 200, charged: true });
    // Stored columns and the list agree with the detail, to the cent.
    expect(detail.total_cents).toBe(expected.total_cents);
    const row = (await as(t.app, manager, { url: `${URL}?q=${encodeURIComponent(created.number)}` })).json().data
      .items[0];
    expect(row).toMatchObject({ taxable_cents: expected.taxable_cents, total_cents: expected.total_cents });
    // The total is the sum of the rounded lines plus VAT rounded once per rate.
    const sumOfLines = expected.line_totals_cents.reduce((a, b) => a + b, 0) + 200;
    expect(expected.taxable_cents).toBe(sumOfLines);
  });

  it('applies split payment and withholding to what the client pays', async () => {
    const created = await createManual(
      t,
      manager,
      manual({
        split_payment: true,
        withholding: { type: 'RT02', rate: 4, causale: 'A' },
        lines: [line({ unit_price_cents: 250_000, withholding: true })],
      }),
    );
    const detail = (await as(t.app, manager, { url: `${URL}/${created.id}` })).json().data;
    expect(detail.totals.vat_summary[0].esigibilita).toBe('S');
    expect(detail.total_cents).toBe(305_000);
    expect(detail.totals.withholding.amount_cents).toBe(10_000);
    expect(detail.amount_due_cents).toBe(305_000 - 55_000 - 10_000);
  });

  it('refuses negative prices outside discount lines and 0 % without Natura, in Italian, on their field', async () => {
    const response = await as(t.app, manager, {
      method: 'POST',
      url: URL,
      payload: manual({
        lines: [line({ unit_price_cents: -500 }), line({ vat_rate: 0 })],
        due_date: '2026-11-01',
      }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toMatchObject({
      'lines.0.unit_price_cents': ['Un prezzo negativo è ammesso solo in una riga di sconto'],
      'lines.1.natura': ["Con l'aliquota IVA 0% indica la natura dell'operazione (N1…N7)"],
      due_date: ['La scadenza del pagamento non può precedere la data della pre-fattura'],
    });
  });

  it('proposes the due date from the company settings and checks links to the client', async () => {
    const created = await createManual(t, manager, manual());
    const detail = (await as(t.app, manager, { url: `${URL}/${created.id}` })).json().data;
    expect(detail.due_date).toBe('2026-12-25');
    const other = (
      await as(t.app, manager, { method: 'POST', url: '/api/crm/clients', payload: { name: 'Altro Cliente S.r.l.' } })
    ).json().data.id as string;
    const contract = await insertContract(t.database.db, { client: other });
    const wrong = await as(t.app, manager, { method: 'POST', url: URL, payload: manual({ contract_id: contract.id }) });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().details.fields).toEqual({ contract_id: ['Il contratto è di un altro cliente'] });
  });
});

describe('pre-invoices: edits, moves and deletion', () => {
  it('edits a draft with its version, answers 409 with the newer one, and audits the change', async () => {
    const created = await createManual(t, manager, manual());
    const edit = await as(t.app, manager, {
      method: 'PATCH',
      url: `${URL}/${created.id}`,
      payload: { version: created.version, causale: 'Nuova causale', lines: [line({ unit_price_cents: 50_000 })] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().data).toMatchObject({ version: 2, causale: 'Nuova causale', total_cents: 61_000 });
    const stale = await as(t.app, admin, {
      method: 'PATCH',
      url: `${URL}/${created.id}`,
      payload: { version: created.version, causale: 'Vecchia' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().details.current).toMatchObject({ version: 2, causale: 'Nuova causale' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target_id, created.id))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(entry).toMatchObject({ action: 'pre_invoice.updated', target_type: 'pre_invoice' });
    expect(entry!.details).toMatchObject({
      changes: { causale: { from: 'Assistenza di novembre', to: 'Nuova causale' }, lines: { from: 1, to: 1 } },
    });
  });

  it('approves, refuses edits outside bozza, reopens, and records the real invoice', async () => {
    const created = await createManual(t, manager, manual());
    const move = (payload: Record<string, unknown>) =>
      as(t.app, manager, { method: 'POST', url: `${URL}/${created.id}/transition`, payload });
    const approved = await move({ action: 'approve', version: 1 });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({
      status: 'approvata',
      can_edit: false,
      transitions: ['invoice', 'reopen'],
    });
    expect(approved.json().data.approved.by.name).toBe('Marco Bianchi');

    const edit = await as(t.app, manager, {
      method: 'PATCH',
      url: `${URL}/${created.id}`,
      payload: { version: 2, causale: 'X' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe('La pre-fattura è approvata: riaprila per modificarla');
    const remove = await as(t.app, manager, { method: 'DELETE', url: `${URL}/${created.id}` });
    expect(remove.statusCode).toBe(409);

    const reopened = await move({ action: 'reopen', version: 2 });
    expect(reopened.json().data).toMatchObject({ status: 'bozza', approved: null, can_edit: true });
    await move({ action: 'approve', version: 3 });

    const missing = await move({ action: 'invoice', version: 4 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.fields).toEqual({
      invoice_number: ['Indica il numero della fattura emessa'],
      invoice_date: ['Indica la data della fattura emessa'],
    });
    const noDigit = await move({ action: 'invoice', version: 4, invoice_number: 'ABC', invoice_date: '2026-11-30' });
    expect(noDigit.json().details.fields).toEqual({
      invoice_number: ['Il numero della fattura deve contenere almeno una cifra'],
    });
    const invoiced = await move({
      action: 'invoice',
      version: 4,
      invoice_number: '2026/118',
      invoice_date: '2026-11-30',
    });
    expect(invoiced.statusCode, invoiced.body).toBe(200);
    expect(invoiced.json().data).toMatchObject({
      status: 'fatturata',
      invoice_number: '2026/118',
      invoice_date: '2026-11-30',
      transitions: [],
    });
    const again = await move({ action: 'reopen', version: 5 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Operazione non possibile: la pre-fattura è in stato «Fatturata»');
    const edited = await as(t.app, manager, {
      method: 'PATCH',
      url: `${URL}/${created.id}`,
      payload: { version: 5, causale: 'X' },
    });
    expect(edited.json().message).toBe('La pre-fattura è già fatturata: non si modifica più');
    const actions = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.target_id, created.id))
      .orderBy(auditLog.created_at);
    expect(actions.map((a) => a.action)).toEqual([
      'pre_invoice.created',
      'pre_invoice.approved',
      'pre_invoice.reopened',
      'pre_invoice.approved',
      'pre_invoice.invoiced',
    ]);
  });

  it('deletes a draft, recording its client for the client’s timeline', async () => {
    const created = await createManual(t, manager, manual());
    const removed = await as(t.app, manager, { method: 'DELETE', url: `${URL}/${created.id}` });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toEqual({ freed_milestones: 0 });
    expect((await as(t.app, manager, { url: `${URL}/${created.id}` })).statusCode).toBe(404);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'pre_invoice.deleted'));
    expect(entry!.details).toMatchObject({ number: created.number, client_id: arredi });
  });
});

describe('pre-invoices: list and search', () => {
  it('filters by status, client, source and date, sorts, pages and sums in SQL', async () => {
    const list = async (query: string) => (await as(t.app, manager, { url: `${URL}?${query}` })).json().data;
    const all = await list('per_page=100');
    expect(all.pagination.total).toBeGreaterThan(5);
    expect(all.sums.total_cents).toBe(
      all.items.reduce((sum: number, p: { total_cents: number }) => sum + p.total_cents, 0),
    );
    const drafts = await list('status=bozza&per_page=100');
    expect(drafts.items.every((p: { status: string }) => p.status === 'bozza')).toBe(true);
    expect((await list('status=fatturata')).items.length).toBe(1);
    expect((await list('date_from=2027-01-01')).items).toEqual([]);
    expect((await list(`client_id=${arredi}&source=manuale&per_page=2&page=2`)).pagination).toMatchObject({
      page: 2,
      per_page: 2,
    });
    const byTotal = (await list('sort=-total&per_page=100')).items.map((p: { total_cents: number }) => p.total_cents);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a));
    const bad = await as(t.app, manager, { url: `${URL}?sort=boh&status=x` });
    expect(bad.statusCode).toBe(400);
  });

  it('finds a pre-invoice by its number, written in any way, for readers of pre-invoices only', async () => {
    const created = await createManual(t, manager, manual({ causale: 'Manutenzione straordinaria del magazzino' }));
    for (const q of [created.number, created.number.replace(/[^0-9]/g, ''), 'magazzino']) {
      const hits = (await as(t.app, manager, { url: `/api/search?q=${encodeURIComponent(q)}` })).json().data;
      const hit = hits.find((r: { id: string }) => r.id === created.id);
      expect(hit, q).toMatchObject({ type: 'pre_invoice', path: `/app/invoicing/pre-invoices/${created.id}` });
    }
    for (const who of [employee, client]) {
      const hits = (await as(t.app, who, { url: `/api/search?q=${encodeURIComponent(created.number)}` })).json().data;
      expect(hits.filter((r: { type: string }) => r.type === 'pre_invoice')).toEqual([]);
    }
  });
});
