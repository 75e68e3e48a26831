import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { selectRows } from '@/platform/db/database';
import { as, createTestApp, type LoggedIn, loginDemoStaff, type TestApp } from './helpers';

// The world of the contracts' tests: the app, the demo users, the demo client Arredi Ferrari and a second client,
// and rows the other sales areas own (proposals, pre-invoices, projects) written with SQL.

export type Body = Record<string, unknown>;

export interface ContractsWorld {
  t: TestApp;
  admin: LoggedIn;
  manager: LoggedIn;
  employee: LoggedIn;
  client: LoggedIn;
  ids: Record<string, string>;
  /** Arredi Ferrari S.r.l., the demo `cliente`'s company. */
  arredi: string;
  /** Another client, "Contratti Altrove S.r.l.". */
  other: string;
  /** A contract body for Arredi Ferrari, a corpo, 12,000 € for 2026, with `extra` on top. */
  base(extra?: Body): Body;
  /** Creates a contract (201 expected) and answers it. */
  create(payload: Body, who?: LoggedIn): Promise<{ id: string; version: number; number: string } & Body>;
  get(id: string, who?: LoggedIn): Promise<Body & { version: number }>;
  /** Posts a transition and expects 200. */
  move(id: string, action: string, version: number, date?: string): Promise<Body & { version: number }>;
  proposal(clientId: string, status: string, seq: number): Promise<string>;
  preInvoice(contractId: string, clientId: string, seq: number, status?: string): Promise<string>;
  project(clientId: string | null, code: string): Promise<string>;
}

export async function contractsWorld(): Promise<ContractsWorld> {
  const t = await createTestApp();
  const { admin, manager, employee, client, ids } = await loginDemoStaff(t);
  const db = t.database.db;
  const [company] = await selectRows<{ id: string }>(
    db,
    sql`select id::text as id from client_companies where name = 'Arredi Ferrari S.r.l.'`,
  );
  const otherClient = await as(t.app, manager, {
    method: 'POST',
    url: '/api/crm/clients',
    payload: { name: 'Contratti Altrove S.r.l.', status: 'cliente' },
  });
  const arredi = company!.id;
  const world: ContractsWorld = {
    t,
    admin,
    manager,
    employee,
    client,
    ids,
    arredi,
    other: otherClient.json().data.id,
    base: (extra = {}) => ({
      client_id: arredi,
      title: 'Assistenza gestionale',
      type: 'a_corpo',
      value_cents: 1_200_000,
      start_date: '2026-01-01',
      end_date: '2026-12-31',
      owner_id: ids.manager,
      ...extra,
    }),
    async create(payload, who = manager) {
      const response = await as(t.app, who, { method: 'POST', url: '/api/crm/contracts', payload });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().data;
    },
    async get(id, who = manager) {
      return (await as(t.app, who, { url: `/api/crm/contracts/${id}` })).json().data;
    },
    async move(id, action, version, date) {
      const response = await as(t.app, manager, {
        method: 'POST',
        url: `/api/crm/contracts/${id}/transition`,
        payload: { action, version, ...(date ? { date } : {}) },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().data;
    },
    async proposal(clientId, status, seq) {
      const [row] = await selectRows<{ id: string }>(
        db,
        sql`insert into sales_proposals (year, seq, number, client_company_id, title, pipeline_id, stage_id, status,
            issue_date, valid_until)
          select 2026, ${seq}, ${`2026/${seq}`}, ${clientId}, 'Offerta per il gestionale', p.id, s.id, ${status},
            '2026-01-10', '2026-02-10'
          from sales_pipelines p join sales_pipeline_stages s on s.pipeline_id = p.id
          where p.is_default order by s.position limit 1
          returning id::text as id`,
      );
      return row!.id;
    },
    async preInvoice(contractId, clientId, seq, status = 'bozza') {
      const [row] = await selectRows<{ id: string }>(
        db,
        sql`insert into sales_pre_invoices (year, seq, number, client_company_id, contract_id, source, status, issue_date)
          values (2026, ${seq}, ${`PF-2026/${seq}`}, ${clientId}, ${contractId}, 'milestones', ${status}, '2026-03-01')
          returning id::text as id`,
      );
      return row!.id;
    },
    async project(clientId, code) {
      const [row] = await selectRows<{ id: string }>(
        db,
        sql`insert into projects (code, name, client_company_id) values (${code}, ${`Progetto ${code}`}, ${clientId})
          returning id::text as id`,
      );
      return row!.id;
    },
  };
  return world;
}
