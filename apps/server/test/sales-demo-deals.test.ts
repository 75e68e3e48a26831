import { computeInvoiceTotals, type InvoiceLine, PROPOSAL_STATUSES, todayInRome } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dashboardPeriod } from '@/modules/sales/dashboard/period';
import { readDashboard } from '@/modules/sales/dashboard/queries';
import { shapeDashboard } from '@/modules/sales/dashboard/service';
import { createPglite, type Database, selectRows, wrapPglite } from '@/platform/db/database';
import { migrate } from '@/platform/db/migrate';
import { MIGRATIONS_DIR } from '@/platform/db/migrations-dir';
import { seed } from '@/seed/seed';
import { TEST_SEED } from './seed-options';

// The full demo's proposals, contracts and pre-invoices (docs/sales.md, "Dati dimostrativi"), on a database
// seeded as `npm start` seeds one in demo mode.

const TODAY = todayInRome();
let database: Database;
let salesMs = 0;

beforeAll(async () => {
  database = wrapPglite(await createPglite());
  await migrate(database, MIGRATIONS_DIR);
  const started = performance.now();
  await seed(database.db, { ...TEST_SEED, demoCompany: true, today: TODAY });
  salesMs = performance.now() - started;
}, 180_000);
afterAll(() => database?.close());

const rows = <T>(query: ReturnType<typeof sql>) => selectRows<T>(database.db, query);

describe('the demo deals', () => {
  it('has proposals in every status on the default pipeline’s stages and on "Rinnovi"', async () => {
    const proposals = await rows<{ status: string; pipeline: string; stage: string; n: number }>(
      sql`select p.status, pl.name as pipeline, s.name as stage, count(*)::int as n from sales_proposals p
        join sales_pipelines pl on pl.id = p.pipeline_id join sales_pipeline_stages s on s.id = p.stage_id
        group by 1, 2, 3`,
    );
    const total = proposals.reduce((sum, r) => sum + r.n, 0);
    expect(total).toBeGreaterThanOrEqual(14);
    expect(new Set(proposals.map((r) => r.status))).toEqual(new Set(PROPOSAL_STATUSES));
    expect(new Set(proposals.filter((r) => r.pipeline === 'Vendite').map((r) => r.stage)).size).toBe(3);
    expect(proposals.some((r) => r.pipeline === 'Rinnovi')).toBe(true);
  });

  it('stores totals as the shared rules compute them, with a discount line and an N2.2 line with the bollo', async () => {
    const proposals = await rows<{
      lines: InvoiceLine[];
      taxable_cents: number;
      vat_cents: number;
      total_cents: number;
    }>(
      sql`select lines, taxable_cents::float8 as taxable_cents, vat_cents::float8 as vat_cents,
        total_cents::float8 as total_cents from sales_proposals`,
    );
    for (const p of proposals) {
      const totals = computeInvoiceTotals(p.lines, {
        split_payment: false,
        charge_stamp_duty: true,
        withholding: null,
      });
      expect([p.taxable_cents, p.vat_cents, p.total_cents]).toEqual([
        totals.taxable_cents,
        totals.vat_cents,
        totals.total_cents,
      ]);
    }
    const lines = proposals.flatMap((p) => p.lines);
    expect(lines.some((l) => l.kind === 'discount' && l.unit_price_cents < 0)).toBe(true);
    const exempt = proposals.find((p) => p.lines.some((l) => l.natura === 'N2.2'))!;
    expect(
      computeInvoiceTotals(exempt.lines, { split_payment: false, charge_stamp_duty: true, withholding: null })
        .stamp_duty,
    ).toEqual({
      due: true,
      amount_cents: 200,
      charged: true,
    });
  });

  it('has Arredi Ferrari’s proposal awaiting the demo client and one accepted online from the portal', async () => {
    const arredi = await rows<Record<string, string | null>>(
      sql`select p.status, p.decision_channel, p.decision_name, p.decision_ip, u.username as decided_by
        from sales_proposals p join client_companies cc on cc.id = p.client_company_id
        left join users u on u.id = p.decided_by where cc.name = 'Arredi Ferrari S.r.l.' order by p.status`,
    );
    expect(arredi).toEqual([
      {
        status: 'accettata',
        decision_channel: 'portale',
        decision_name: 'Luca Ferrari',
        decision_ip: '127.0.0.1',
        decided_by: 'cliente',
      },
      { status: 'inviata', decision_channel: null, decision_name: null, decision_ip: null, decided_by: null },
    ]);
  });

  it('has five contracts of every type, a renewing canone with its notice deadline in about three weeks', async () => {
    const contracts = await rows<{ type: string; status: string; notice_by: string | null; milestones: number }>(
      sql`select k.type, k.status, case when k.auto_renew then (k.end_date - k.notice_days)::text end as notice_by,
        (select count(*)::int from sales_contract_milestones m where m.contract_id = k.id) as milestones
        from sales_contracts k order by k.number`,
    );
    expect(contracts).toHaveLength(5);
    expect(new Set(contracts.map((k) => k.type))).toEqual(new Set(['a_corpo', 'tempo_materiali', 'canone']));
    expect(contracts.filter((k) => k.status === 'concluso')).toHaveLength(1);
    const noticeBy = contracts.find((k) => k.type === 'canone')!.notice_by!;
    expect(noticeBy >= addDays(TODAY, 18) && noticeBy <= addDays(TODAY, 24), noticeBy).toBe(true);
    const percent = await rows<{ n: number }>(
      sql`select count(*)::int as n from sales_contract_milestones where percent is not null`,
    );
    expect(percent[0]!.n).toBeGreaterThanOrEqual(3);
  });

  it('has five pre-invoices from milestones, hours and by hand, one invoiced with the real invoice’s number', async () => {
    const preInvoices = await rows<{ source: string; status: string; invoice_number: string | null }>(
      sql`select source, status, invoice_number from sales_pre_invoices order by number`,
    );
    expect(preInvoices).toHaveLength(5);
    // From hours when a time-and-materials project has a client (the projects' demo links them), else by hand.
    const [tm] = await rows<{ n: number }>(
      sql`select count(*)::int as n from projects
        where billing_type = 'tempo_materiali' and client_company_id is not null and deleted_at is null`,
    );
    expect(new Set(preInvoices.map((p) => p.source))).toEqual(
      new Set(tm!.n > 0 ? ['milestones', 'ore', 'manuale'] : ['milestones', 'manuale']),
    );
    expect(
      preInvoices.filter((p) => p.status === 'fatturata').every((p) => /^\d+\/\d{4}$/.test(p.invoice_number ?? '')),
    ).toBe(true);
    const billed = await rows<{ n: number }>(
      sql`select count(*)::int as n from sales_contract_milestones where pre_invoice_id is not null`,
    );
    expect(billed[0]!.n).toBe(3);
  });

  it('keeps the yearly sequences at the numbers handed out, and links contracts to their clients’ projects', async () => {
    const behind = await rows<{ kind: string }>(
      sql`select s.kind from sales_number_sequences s where s.last <> coalesce(case s.kind
        when 'proposal' then (select max(seq) from sales_proposals where year = s.year)
        when 'contract' then (select max(seq) from sales_contracts where year = s.year)
        else (select max(seq) from sales_pre_invoices where year = s.year) end, 0)`,
    );
    expect(behind).toEqual([]);
    const wrong = await rows<{ n: number }>(
      sql`select count(*)::int as n from sales_contract_projects cp join sales_contracts k on k.id = cp.contract_id
        join projects p on p.id = cp.project_id where p.client_company_id is distinct from k.client_company_id`,
    );
    expect(wrong[0]!.n).toBe(0);
  });

  it('gives the CRM dashboard something to show today: follow-ups, expiring contracts, revenue, a milestone due', async () => {
    const data = shapeDashboard(await readDashboard(database.db, dashboardPeriod(TODAY), true), TODAY, true);
    expect(data.follow_up.items.map((p) => p.reason).sort()).toEqual(['in_scadenza', 'senza_risposta']);
    expect(data.expiring_contracts.items.map((k) => k.reason)).toEqual(['disdetta', 'scadenza']);
    expect(data.expiring_contracts.items[0]!.days_left).toBeGreaterThanOrEqual(18);
    expect(data.expiring_contracts.items[1]!.days_left).toBe(45);
    expect(data.revenue.months.filter((m) => (m.invoiced_cents ?? 0) > 0).length).toBeGreaterThanOrEqual(2);
    expect(data.revenue.overdue.count).toBe(1);
    expect(data.win_rate.rate).toBeCloseTo(0.5);
    expect(data.pipelines.map((p) => p.name)).toEqual(['Vendite', 'Rinnovi']);
    expect(data.top_clients.length).toBeGreaterThanOrEqual(3);
    // The whole full demo (people, six months of timesheets, the CRM…) seeds in well under a minute.
    expect(salesMs).toBeLessThan(60_000);
  });
});
