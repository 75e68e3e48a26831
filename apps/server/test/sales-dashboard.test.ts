import { type CrmDashboard, todayInRome } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, monthStart } from '@/modules/sales/dashboard/period';
import { as, createTestApp, type LoggedIn, login, loginDemoStaff, type TestApp } from './helpers';
import {
  defaultPipeline,
  insertCompany,
  insertContract,
  insertMilestone,
  insertPipeline,
  insertPreInvoice,
  insertProposal,
} from './sales-deals-sql';

let t: TestApp;
let manager: LoggedIn;
let employee: LoggedIn;
let client: LoggedIn;
const today = todayInRome();
const month = (offset: number) => monthStart(today, offset).slice(0, 7);
const ids: Record<string, string> = {};

/** A known data set: every figure below is worked out by hand from it. */
async function seedKnownData() {
  const db = t.database.db;
  const a = await insertCompany(db, 'Alfa Impianti S.r.l.');
  const b = await insertCompany(db, 'Beta Servizi S.p.A.');
  ids.alfa = a;
  ids.beta = b;
  const sales = await defaultPipeline(db);
  const [s1, s2, s3] = sales.stageIds as [string, string, string];
  const renewals = await insertPipeline(db, 'Rinnovi test', [['Da rinnovare', 50]]);
  const base = { client: a, pipeline: sales.id };
  await insertProposal(db, { ...base, stage: s1, status: 'bozza', taxable: 100_000, validUntil: addDays(today, 30) });
  ids.noAnswer = await insertProposal(db, {
    ...base,
    stage: s2,
    status: 'inviata',
    taxable: 200_000,
    validUntil: addDays(today, 30),
    sentAgo: '20 days',
    title: 'Senza risposta',
  });
  ids.lapsing = await insertProposal(db, {
    ...base,
    client: b,
    stage: s3,
    status: 'inviata',
    taxable: 50_000,
    validUntil: addDays(today, 5),
    sentAgo: '2 days',
    title: 'In scadenza',
  });
  await insertProposal(db, {
    ...base,
    stage: s2,
    status: 'inviata',
    taxable: 300_000,
    validUntil: addDays(today, 40),
    sentAgo: '1 day',
  });
  await insertProposal(db, {
    ...base,
    stage: s3,
    status: 'accettata',
    taxable: 400_000,
    validUntil: today,
    decidedAgo: '10 days',
  });
  await insertProposal(db, {
    ...base,
    stage: s3,
    status: 'rifiutata',
    taxable: 70_000,
    validUntil: today,
    decidedAgo: '30 days',
  });
  await insertProposal(db, {
    ...base,
    stage: s2,
    status: 'scaduta',
    taxable: 90_000,
    validUntil: today,
    expiredAgo: '40 days',
  });
  // Decided before the window: not in the win rate.
  await insertProposal(db, {
    ...base,
    stage: s3,
    status: 'accettata',
    taxable: 1,
    validUntil: today,
    decidedAgo: '14 months',
  });
  await insertProposal(db, {
    client: b,
    pipeline: renewals.id,
    stage: renewals.stageIds[0]!,
    status: 'inviata',
    taxable: 80_000,
    validUntil: addDays(today, 60),
    sentAgo: '3 days',
  });

  const invoiced = await insertPreInvoice(db, {
    client: a,
    status: 'fatturata',
    issue: addDays(monthStart(today, -1), 9),
    taxable: 120_000,
  });
  await insertPreInvoice(db, { client: b, status: 'approvata', issue: monthStart(today), taxable: 30_000 });
  await insertPreInvoice(db, { client: b, status: 'bozza', issue: monthStart(today), taxable: 999_999 });
  await insertPreInvoice(db, { client: a, status: 'fatturata', issue: monthStart(today, -13), taxable: 999_999 });
  await insertPreInvoice(db, { client: b, status: 'fatturata', issue: monthStart(today, -11), taxable: 10_000 });

  const fixed = await insertContract(db, {
    client: a,
    status: 'attivo',
    endDate: addDays(today, 30),
    value: 1_000_000,
    title: 'Fine a breve',
  });
  ids.fixed = fixed;
  ids.renewing = await insertContract(db, {
    client: b,
    status: 'attivo',
    type: 'canone',
    endDate: addDays(today, 90),
    autoRenew: true,
    noticeDays: 70,
    value: 50_000,
    title: 'Disdetta a breve',
  });
  await insertContract(db, { client: a, status: 'attivo', endDate: addDays(today, 200) });
  const concluded = await insertContract(db, { client: a, status: 'concluso', endDate: addDays(today, 10) });
  // Its notice deadline passed: it renews, nothing to do.
  await insertContract(db, {
    client: b,
    status: 'attivo',
    endDate: addDays(today, 40),
    autoRenew: true,
    noticeDays: 60,
  });

  await insertMilestone(db, { contract: fixed, due: addDays(today, -5), amount: 250_000 });
  await insertMilestone(db, { contract: fixed, due: addDays(monthStart(today, 2), 3), percent: 50 });
  await insertMilestone(db, { contract: fixed, due: addDays(today, 3), amount: 777, preInvoice: invoiced });
  await insertMilestone(db, { contract: concluded, due: addDays(today, 3), amount: 888 });
}

beforeAll(async () => {
  t = await createTestApp();
  ({ manager, employee, client } = await loginDemoStaff(t));
  await seedKnownData();
});
afterAll(() => t.close());

const dashboard = async (who: LoggedIn) => {
  const response = await as(t.app, who, { url: '/api/crm/dashboard' });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as CrmDashboard;
};

describe('CRM dashboard', () => {
  it('sums the open proposals per pipeline and stage, weighted by the stage probability', async () => {
    const data = await dashboard(manager);
    expect(data.today).toBe(today);
    expect(data.can_see_money).toBe(true);
    const sales = data.pipelines.find((p) => p.is_default)!;
    expect(sales.stages.map((s) => [s.open_count, s.value_cents, s.weighted_cents])).toEqual([
      [1, 100_000, 10_000],
      [2, 500_000, 200_000],
      [1, 50_000, 35_000],
    ]);
    expect([sales.open_count, sales.value_cents, sales.weighted_cents]).toEqual([4, 650_000, 245_000]);
    const renewals = data.pipelines.find((p) => p.name === 'Rinnovi test')!;
    expect([renewals.open_count, renewals.value_cents, renewals.weighted_cents]).toEqual([1, 80_000, 40_000]);
  });

  it('counts the win rate over the last twelve months: accepted over accepted, refused and expired', async () => {
    const { win_rate } = await dashboard(manager);
    expect(win_rate).toMatchObject({ accepted: 1, refused: 1, expired: 1, decided: 3, accepted_cents: 400_000 });
    expect(win_rate.rate).toBeCloseTo(1 / 3);
    expect(win_rate.from).toBe(monthStart(today, -11));
  });

  it('gives the revenue of approved and invoiced pre-invoices by issue month, and the milestones still to bill', async () => {
    const { revenue } = await dashboard(manager);
    expect(revenue.months).toHaveLength(12);
    expect(revenue.months.map((m) => m.month)).toEqual(Array.from({ length: 12 }, (_, i) => month(i - 11)));
    const byMonth = Object.fromEntries(revenue.months.map((m) => [m.month, m]));
    expect(byMonth[month(-1)]).toMatchObject({ invoiced_count: 1, invoiced_cents: 120_000, approved_cents: 0 });
    expect(byMonth[month(0)]).toMatchObject({ approved_count: 1, approved_cents: 30_000, invoiced_cents: 0 });
    expect(byMonth[month(-11)]).toMatchObject({ invoiced_cents: 10_000 });
    const total = revenue.months.reduce((sum, m) => sum + (m.invoiced_cents ?? 0) + (m.approved_cents ?? 0), 0);
    expect(total).toBe(160_000);
    expect(revenue.overdue).toEqual({ count: 1, amount_cents: 250_000 });
    expect(revenue.forecast.map((m) => m.month)[0]).toBe(month(0));
    expect(revenue.forecast.find((m) => m.month === month(2))).toEqual({
      month: month(2),
      count: 1,
      amount_cents: 500_000,
    });
    expect(revenue.forecast.reduce((sum, m) => sum + m.count, 0)).toBe(1);
  });

  it('ranks the top clients by revenue', async () => {
    const { top_clients } = await dashboard(manager);
    expect(top_clients).toEqual([
      { id: ids.alfa, name: 'Alfa Impianti S.r.l.', pre_invoices: 1, revenue_cents: 120_000 },
      { id: ids.beta, name: 'Beta Servizi S.p.A.', pre_invoices: 2, revenue_cents: 40_000 },
    ]);
  });

  it('lists the contracts expiring or whose notice deadline is near, and the proposals to follow up', async () => {
    const data = await dashboard(manager);
    expect(data.expiring_contracts.total).toBe(2);
    expect(data.expiring_contracts.within_days).toBe(60);
    expect(data.expiring_contracts.items.map((k) => [k.id, k.reason, k.due_on, k.days_left])).toEqual([
      [ids.renewing, 'disdetta', addDays(today, 20), 20],
      [ids.fixed, 'scadenza', addDays(today, 30), 30],
    ]);
    expect(data.expiring_contracts.items[0]).toMatchObject({ notice_by: addDays(today, 20), value_cents: 50_000 });
    expect(data.follow_up.total).toBe(2);
    expect(data.follow_up.items.map((p) => [p.id, p.reason, p.days_left])).toEqual([
      [ids.lapsing, 'in_scadenza', 5],
      [ids.noAnswer, 'senza_risposta', 30],
    ]);
    expect(data.follow_up.items[0]).toMatchObject({ client: { id: ids.beta }, total_cents: 61_000 });
  });

  it('leaves every amount out for a reader without view_all_invoices, keeps the counts, ranks by count', async () => {
    await t.database.db.execute(
      sql`insert into role_permissions (role, permission) values ('employee', 'view_all_projects')`,
    );
    try {
      const reader = await login(t.app, 'dipendente');
      const data = await dashboard(reader);
      expect(data.can_see_money).toBe(false);
      expect(JSON.stringify(data)).not.toMatch(/_cents/);
      expect(data.pipelines.find((p) => p.is_default)!.open_count).toBe(4);
      expect(data.win_rate).toMatchObject({ accepted: 1, decided: 3 });
      expect(data.revenue.months.find((m) => m.month === month(-1))).toEqual({
        month: month(-1),
        invoiced_count: 1,
        approved_count: 0,
      });
      expect(data.top_clients.map((c) => [c.name, c.pre_invoices])).toEqual([
        ['Beta Servizi S.p.A.', 2],
        ['Alfa Impianti S.r.l.', 1],
      ]);
      expect(data.follow_up.total).toBe(2);
    } finally {
      await t.database.db.execute(
        sql`delete from role_permissions where role = 'employee' and permission = 'view_all_projects'`,
      );
    }
  });

  it('refuses the employee and the client account with 403', async () => {
    for (const who of [employee, client]) {
      expect((await as(t.app, who, { url: '/api/crm/dashboard' })).statusCode).toBe(403);
    }
  });
});
