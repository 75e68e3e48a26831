import type { InvoiceLine } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';
import { as, type LoggedIn, type TestApp } from './helpers';

// Data for the pre-invoice tests, written straight into the tables: T&M projects with rates, approved weeks of time
// entries, contracts with billing milestones (their own areas' rules are tested elsewhere).

const one = async (db: Db, query: ReturnType<typeof sql>) => (await selectRows<{ id: string }>(db, query))[0]!.id;

export const line = (over: Partial<InvoiceLine> = {}): InvoiceLine => ({
  kind: 'item',
  description: 'Sviluppo software su misura',
  quantity: 1,
  unit: null,
  unit_price_cents: 100_000,
  discount_percent: 0,
  vat_rate: 22,
  natura: null,
  withholding: false,
  ...over,
});

export async function arrediId(db: Db): Promise<string> {
  return one(db, sql`select id::text as id from client_companies where name = 'Arredi Ferrari S.r.l.'`);
}

export async function userId(db: Db, username: string): Promise<string> {
  return one(db, sql`select id::text as id from users where username = ${username}`);
}

let projectSeq = 0;

/** A time-and-materials project of the client, at `rate` euro an hour (null: none). */
export async function insertProject(
  db: Db,
  p: { client: string | null; rate: number | null; billing?: string; name?: string },
): Promise<string> {
  projectSeq++;
  return one(
    db,
    sql`insert into projects (code, name, client_company_id, billing_type, hourly_rate, status)
      values (${`PI-${projectSeq}`}, ${p.name ?? `Progetto ore ${projectSeq}`}, ${p.client},
        ${p.billing ?? 'tempo_materiali'}, ${p.rate}, 'attivo')
      returning id::text as id`,
  );
}

export async function addMember(db: Db, project: string, user: string, rate: number | null): Promise<void> {
  await db.execute(
    sql`insert into project_members (project_id, user_id, hourly_rate) values (${project}, ${user}, ${rate})`,
  );
}

/** Time entries of a user on a project, and the weeks they fall in with the given status (approvato by default). */
export async function logHours(
  db: Db,
  e: { user: string; project: string; days: [string, number][]; status?: string; billable?: boolean },
): Promise<void> {
  for (const [day, minutes] of e.days) {
    await db.execute(
      sql`insert into time_entries (user_id, project_id, work_date, minutes, billable)
        values (${e.user}, ${e.project}, ${day}, ${minutes}, ${e.billable ?? true})`,
    );
    await db.execute(
      sql`insert into timesheet_weeks (user_id, week_start, status)
        values (${e.user}, date_trunc('week', ${day}::date)::date, ${e.status ?? 'approvato'})
        on conflict (user_id, week_start) do update set status = excluded.status`,
    );
  }
}

let contractSeq = 0;

export async function insertContract(
  db: Db,
  k: { client: string; status?: string; value?: number | null; title?: string },
): Promise<{ id: string; number: string }> {
  contractSeq++;
  const number = `C-2098/${String(contractSeq).padStart(4, '0')}`;
  const id = await one(
    db,
    sql`insert into sales_contracts (year, seq, number, title, client_company_id, type, status, value_cents, start_date)
      values (2098, ${contractSeq}, ${number}, ${k.title ?? `Sviluppo gestionale ${contractSeq}`}, ${k.client},
        'a_corpo', ${k.status ?? 'attivo'}, ${k.value === undefined ? 1_000_000 : k.value}, '2026-01-01')
      returning id::text as id`,
  );
  return { id, number };
}

export async function insertMilestone(
  db: Db,
  m: { contract: string; description: string; due: string; amount?: number | null; percent?: number | null },
): Promise<string> {
  return one(
    db,
    sql`insert into sales_contract_milestones (contract_id, description, due_date, amount_cents, percent)
      values (${m.contract}, ${m.description}, ${m.due}, ${m.amount ?? null}, ${m.percent ?? null})
      returning id::text as id`,
  );
}

/** Creates a pre-invoice by hand and answers its body (expects 201). */
export async function createManual(t: TestApp, who: LoggedIn, payload: Record<string, unknown>) {
  const response = await as(t.app, who, { method: 'POST', url: '/api/invoicing/pre-invoices', payload });
  if (response.statusCode !== 201) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json().data as {
    id: string;
    number: string;
    version: number;
    status: string;
    total_cents: number;
    totals: { vat_summary: unknown[]; stamp_duty: { due: boolean; charged: boolean } };
  };
}
