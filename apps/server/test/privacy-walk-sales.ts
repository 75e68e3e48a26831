import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { as } from './helpers';
import { manager, t, type Viewer } from './privacy-setup';
import { fields, type WalkEntry } from './privacy-walk-setup';

// The CRM's contracts (docs/sales.md, "Contratti"): read by view_all_projects (admin, manager), with their money
// for view_all_invoices; employees and the client account get 403, as for the rest of the CRM. Money hidden from
// a reader without view_all_invoices is checked in sales-contracts-billing.test.ts with a custom set of rights.
// The CRM dashboard and the client's 360° reads follow the same rule (money: sales-dashboard.test.ts and
// sales-client-360.test.ts).

export const sfx = {} as { contract: string; client: string };

const CRM: Record<Viewer, number> = { admin: 200, manager: 200, colleague: 403, self: 403, client: 403 };

export function setupSalesWalk(): void {
  beforeAll(async () => {
    const [company] = await selectRows<{ id: string }>(
      t.database.db,
      sql`select id::text as id from client_companies where name = 'Arredi Ferrari S.r.l.'`,
    );
    const created = await as(t.app, manager, {
      method: 'POST',
      url: '/api/crm/contracts',
      payload: {
        client_id: company!.id,
        title: 'Contratto della passeggiata',
        type: 'a_corpo',
        value_cents: 1_500_000,
        start_date: '2026-01-01',
        milestones: [{ description: 'Saldo', due_date: '2026-06-30', amount_cents: 1_500_000 }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    sfx.contract = created.json().data.id;
    sfx.client = company!.id;
  });
}

export const SALES_WALK: WalkEntry[] = [
  {
    route: 'GET /api/crm/contracts',
    url: () => '/api/crm/contracts',
    status: CRM,
    check: (data) => fields(data.items[0], ['id', 'number', 'client', 'value_cents'], []),
  },
  {
    route: 'GET /api/crm/contracts/:id',
    url: () => `/api/crm/contracts/${sfx.contract}`,
    status: CRM,
    check: (data) => fields(data.milestones[0], ['amount_cents', 'billed_cents', 'status'], []),
  },
  {
    route: 'GET /api/crm/dashboard',
    url: () => '/api/crm/dashboard',
    status: CRM,
    check: (data) => {
      expect(data.can_see_money).toBe(true);
      fields(data.pipelines[0], ['open_count', 'value_cents', 'weighted_cents'], []);
    },
  },
  {
    route: 'GET /api/crm/clients/:id/summary',
    url: () => `/api/crm/clients/${sfx.client}/summary`,
    status: CRM,
    check: (data) => {
      expect(data.contracts.total).toBeGreaterThanOrEqual(1);
      fields(data.proposals, ['open', 'open_value_cents'], []);
    },
  },
  {
    route: 'GET /api/crm/clients/:id/projects',
    url: () => `/api/crm/clients/${sfx.client}/projects`,
    status: CRM,
    check: (data) => expect(JSON.stringify(data)).not.toMatch(/rate|cost|budget/),
  },
  {
    route: 'GET /api/crm/clients/:id/activity',
    url: () => `/api/crm/clients/${sfx.client}/activity`,
    status: CRM,
    check: (data) => {
      expect(data.items.some((e: { subject: string }) => e.subject === 'contract')).toBe(true);
      for (const entry of data.items) fields(entry, ['label', 'subject'], ['details']);
    },
  },
];
