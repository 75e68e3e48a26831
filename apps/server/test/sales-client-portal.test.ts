import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '@/platform/auth/passwords';
import { selectRows } from '@/platform/db/database';
import { clientAccountOf, INTERNAL_NOTE, type PortalFixtures, seedPortalFixtures } from './client-portal-setup';
import { as, createTestApp, type LoggedIn, login, loginDemoStaff, type TestApp } from './helpers';

// The client portal (issue 18, docs/sales.md "Client portal"): a `cliente` account reads its own company's
// projects, contracts and pre-invoices — never drafts, never internal fields, never another company's — and
// nobody else reaches the portal at all.

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
let competitor: LoggedIn;
let orphan: LoggedIn;
let fx: PortalFixtures;
/** What the demo data already gives the demo client's company, before the fixtures. */
let baseline: { counts: Record<string, number> };

const PASSWORD = 'Cliente-di-prova-2026';
const LIST_URLS = [
  '/api/client-portal/overview',
  '/api/client-portal/projects',
  '/api/client-portal/contracts',
  '/api/client-portal/pre-invoices',
];

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, manager, employee, client } = await loginDemoStaff(t));
  baseline = (await as(t.app, client, { url: '/api/client-portal/overview' })).json().data;
  fx = await seedPortalFixtures(t.database.db);
  const hash = await hashPassword(PASSWORD);
  await clientAccountOf(t.database.db, 'concorrente', fx.theirs.company, hash);
  await clientAccountOf(t.database.db, 'senzazienda', null, hash);
  competitor = await login(t.app, 'concorrente', PASSWORD);
  orphan = await login(t.app, 'senzazienda', PASSWORD);
});
afterAll(() => t.close());

const get = async (who: LoggedIn, url: string) => {
  const response = await as(t.app, who, { url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json().data;
};

/** Every key at any depth of a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, into);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      into.add(key);
      keysOf(inner, into);
    }
  return into;
}

/** Internal fields and words that must never reach a client. */
function nothingInternal(data: unknown) {
  const text = JSON.stringify(data);
  expect(text).not.toContain(INTERNAL_NOTE);
  const keys = keysOf(data);
  const internal = [
    'notes',
    'hourly_rate',
    'hourly_cost',
    'budget_amount',
    'budget_hours',
    'billing_type',
    'owner_id',
    'approved_by',
    'invoiced_by',
    'created_by',
    'source',
    'decision_ip',
  ];
  expect(internal.filter((key) => keys.has(key))).toEqual([]);
}

describe('client portal: the demo client reads its own company', () => {
  it('counts what waits for the company in the overview', async () => {
    const overview = await get(client, '/api/client-portal/overview');
    expect(overview.company).toEqual({ id: fx.ours.company, name: 'Arredi Ferrari S.r.l.' });
    // Beyond the demo's own: only the sent proposal still within its validity (not the one expired by date, the
    // draft nor the accepted one), the active contract, the approved and the invoiced pre-invoices.
    const added = (key: string) => overview.counts[key] - (baseline.counts[key] ?? 0);
    expect(added('proposals_to_decide')).toBe(1);
    expect(added('active_contracts')).toBe(1);
    expect(added('pre_invoices')).toBe(2);
    expect(added('pre_invoices_awaiting_invoice')).toBe(1);
    // The demo's own projects of the company may exist: at least ours, never the deleted one.
    const projects = (await get(client, '/api/client-portal/projects')).items;
    expect(overview.counts.active_projects).toBe(
      projects.filter((p: { status: string }) => ['pianificazione', 'attivo', 'in_pausa'].includes(p.status)).length,
    );
  });

  it('lists its projects, not deleted ones nor another company’s, with the milestones of non-draft contracts', async () => {
    const { items } = await get(client, '/api/client-portal/projects');
    const ids = items.map((p: { id: string }) => p.id);
    expect(ids).toContain(fx.ours.projects.active);
    expect(ids).toContain(fx.ours.projects.done);
    expect(ids).not.toContain(fx.ours.projects.deleted);
    for (const id of Object.values(fx.theirs.projects)) expect(ids).not.toContain(id);
    // Open projects come first.
    expect(ids.indexOf(fx.ours.projects.active)).toBeLessThan(ids.indexOf(fx.ours.projects.done));
    const active = items.find((p: { id: string }) => p.id === fx.ours.projects.active);
    expect(active).toMatchObject({
      code: 'AF-ATT',
      status: 'attivo',
      start_date: '2026-01-15',
      end_date: '2026-12-31',
    });
    const milestones = active.milestones as { id: string; status: string; contract: { id: string } }[];
    expect(milestones.map((m) => m.id)).toEqual([
      fx.ours.milestones.invoiced,
      fx.ours.milestones.approved,
      fx.ours.milestones.onDraft,
      fx.ours.milestones.free,
      fx.ours.milestones.percent,
    ]);
    expect(milestones.map((m) => m.status)).toEqual([
      'fatturata',
      'in_prefattura',
      'da_fatturare', // its pre-invoice is a draft: internal
      'da_fatturare',
      'da_fatturare',
    ]);
    expect(milestones.every((m) => m.contract.id === fx.ours.contracts.active)).toBe(true);
    // No money in the projects' view, not even the milestones' amounts.
    const keys = keysOf(items);
    expect(['amount_cents', 'percent', 'value_cents'].filter((key) => keys.has(key))).toEqual([]);
    nothingInternal(items);
  });

  it('lists its contracts past the draft, with value, renewal in words and the next milestone', async () => {
    const { items } = await get(client, '/api/client-portal/contracts');
    const ids = items.map((c: { id: string }) => c.id);
    // Ours past the draft (the demo's own may be there too), never the draft nor the competitor's; active first.
    expect(ids).toContain(fx.ours.contracts.active);
    expect(ids).toContain(fx.ours.contracts.ended);
    for (const id of [fx.ours.contracts.draft, ...Object.values(fx.theirs.contracts)]) expect(ids).not.toContain(id);
    expect(ids.indexOf(fx.ours.contracts.active)).toBeLessThan(ids.indexOf(fx.ours.contracts.ended));
    const statuses = items.map((c: { status: string }) => c.status);
    const firstEnded = statuses.findIndex((status: string) => status !== 'attivo');
    if (firstEnded >= 0) expect(statuses.slice(firstEnded)).not.toContain('attivo');
    const byId = (id: string) => items.find((c: { id: string }) => c.id === id);
    const [active, ended] = [byId(fx.ours.contracts.active), byId(fx.ours.contracts.ended)];
    expect(active).toMatchObject({
      status: 'attivo',
      type: 'a_corpo',
      value_cents: 1_200_000,
      auto_renew: true,
      renewal_months: 12,
      notice_days: 60,
      notice_deadline: '2026-11-01',
    });
    expect(active.renewal_terms).toBe(
      'Alla scadenza del 31 dicembre 2026 si rinnova automaticamente di 12 mesi. Per non rinnovarlo, la disdetta va comunicata entro il 1 novembre 2026 (60 giorni prima della scadenza).',
    );
    expect(active.next_milestone).toMatchObject({ id: fx.ours.milestones.approved, status: 'in_prefattura' });
    expect(ended.renewal_terms).toBe('Concluso il 31 dicembre 2025.');
    nothingInternal(items);
  });

  it('opens a contract with its milestones’ amounts, projects, proposal and referent', async () => {
    const contract = await get(client, `/api/client-portal/contracts/${fx.ours.contracts.active}`);
    expect(contract.milestones.map((m: { amount_cents: number }) => m.amount_cents)).toEqual([
      300_000, 300_000, 300_000, 200_000, 102_000,
    ]);
    const [invoiced, approved, onDraft] = contract.milestones;
    expect(invoiced.pre_invoice).toMatchObject({ id: fx.ours.preInvoices.invoiced });
    expect(approved.pre_invoice).toMatchObject({ id: fx.ours.preInvoices.approved });
    // The draft pre-invoice is internal: neither named nor linked.
    expect(onDraft.pre_invoice).toBeNull();
    expect(JSON.stringify(contract)).not.toContain(fx.ours.preInvoices.draft);
    // Linked projects: the live one only (the deleted project is gone for the client).
    expect(contract.projects.map((p: { id: string }) => p.id)).toEqual([fx.ours.projects.active]);
    expect(contract.proposal).toMatchObject({ id: fx.ours.proposals.accepted });
    nothingInternal(contract);
  });

  it('lists only approved and invoiced pre-invoices, the real invoice named once invoiced', async () => {
    const { items } = await get(client, '/api/client-portal/pre-invoices');
    const ids = items.map((p: { id: string }) => p.id);
    expect(ids).toContain(fx.ours.preInvoices.approved);
    expect(ids).toContain(fx.ours.preInvoices.invoiced);
    for (const id of [fx.ours.preInvoices.draft, ...Object.values(fx.theirs.preInvoices)])
      expect(ids).not.toContain(id);
    // Nothing but approved and invoiced ones, the demo's included.
    expect(items.every((p: { status: string }) => ['approvata', 'fatturata'].includes(p.status))).toBe(true);
    const invoiced = items.find((p: { id: string }) => p.id === fx.ours.preInvoices.invoiced);
    expect(invoiced).toMatchObject({
      status: 'fatturata',
      invoice_number: 'FT-AF-17',
      invoice_date: '2026-03-02',
      total_cents: 97_600,
      amount_due_cents: 97_600,
      period_from: '2026-02-01',
      contract: { id: fx.ours.contracts.active },
      project: { id: fx.ours.projects.active, code: 'AF-ATT' },
    });
    const approved = items.find((p: { id: string }) => p.id === fx.ours.preInvoices.approved);
    expect(approved).toMatchObject({ status: 'approvata', invoice_number: null, due_date: '2026-05-31' });
    nothingInternal(items);
  });

  it('opens a pre-invoice with its lines and totals', async () => {
    const preInvoice = await get(client, `/api/client-portal/pre-invoices/${fx.ours.preInvoices.approved}`);
    expect(preInvoice.lines).toHaveLength(1);
    expect(preInvoice.lines[0]).toMatchObject({ description: 'Analisi e sviluppo', unit_price_cents: 8000 });
    expect(preInvoice).toMatchObject({ taxable_cents: 80_000, vat_cents: 17_600, split_payment: false });
    nothingInternal(preInvoice);
  });

  it('writes nothing to the audit log for reading', async () => {
    const count = async () =>
      (await selectRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from audit_log`))[0]!.n;
    const before = await count();
    for (const url of LIST_URLS) await get(client, url);
    await get(client, `/api/client-portal/contracts/${fx.ours.contracts.active}`);
    expect(await count()).toBe(before);
  });
});

describe('client portal: nobody reaches what is not theirs', () => {
  it('answers 404 for drafts and for another company’s records', async () => {
    const urls = [
      `/api/client-portal/contracts/${fx.ours.contracts.draft}`,
      `/api/client-portal/pre-invoices/${fx.ours.preInvoices.draft}`,
      `/api/client-portal/contracts/${fx.theirs.contracts.active}`,
      `/api/client-portal/contracts/${fx.theirs.contracts.ended}`,
      `/api/client-portal/pre-invoices/${fx.theirs.preInvoices.approved}`,
      `/api/client-portal/pre-invoices/${fx.theirs.preInvoices.invoiced}`,
      '/api/client-portal/contracts/00000000-0000-4000-8000-000000000000',
    ];
    for (const url of urls) expect((await as(t.app, client, { url })).statusCode, url).toBe(404);
    expect((await as(t.app, client, { url: '/api/client-portal/contracts/nonsense' })).statusCode).toBe(400);
  });

  it('gives the competitor’s client its own company only', async () => {
    const overview = await get(competitor, '/api/client-portal/overview');
    expect(overview.company.id).toBe(fx.theirs.company);
    const text = JSON.stringify(await Promise.all(LIST_URLS.map((url) => get(competitor, url))));
    for (const id of [
      ...Object.values(fx.ours.projects),
      ...Object.values(fx.ours.contracts),
      ...Object.values(fx.ours.preInvoices),
    ])
      expect(text).not.toContain(id);
    expect(text).toContain(fx.theirs.contracts.active);
    const own = await as(t.app, competitor, { url: `/api/client-portal/contracts/${fx.theirs.contracts.active}` });
    expect(own.statusCode).toBe(200);
    const ours = await as(t.app, competitor, { url: `/api/client-portal/contracts/${fx.ours.contracts.active}` });
    expect(ours.statusCode).toBe(404);
  });

  it('answers 404 to staff, employees and a client account without a company', async () => {
    const urls = [
      ...LIST_URLS,
      `/api/client-portal/contracts/${fx.ours.contracts.active}`,
      `/api/client-portal/pre-invoices/${fx.ours.preInvoices.approved}`,
    ];
    for (const [name, who] of Object.entries({ admin, manager, employee, orphan })) {
      for (const url of urls) {
        const response = await as(t.app, who, { url });
        expect(response.statusCode, `${name} ${url}`).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    }
  });

  it('asks for a login, and closes with the module off as the platform does (FEATURE_DISABLED)', async () => {
    expect((await t.app.inject({ url: '/api/client-portal/overview' })).statusCode).toBe(401);
    await t.database.db.execute(sql`update feature_flags set is_enabled = false where feature_key = 'sales_module'`);
    try {
      for (const url of LIST_URLS) {
        const response = await as(t.app, client, { url });
        expect(response.statusCode, url).toBe(404);
        expect(response.json().code).toBe('FEATURE_DISABLED');
      }
    } finally {
      await t.database.db.execute(sql`update feature_flags set is_enabled = true where feature_key = 'sales_module'`);
    }
  });
});
