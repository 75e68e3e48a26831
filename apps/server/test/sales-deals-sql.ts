import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';

// Proposals, contracts and pre-invoices written straight into the tables, with exactly the figures a test needs
// (the dashboard and 360° tests: they check sums, not the areas' own rules).

let seq = 9000;
const next = () => ++seq;

const one = async (db: Db, query: ReturnType<typeof sql>) => (await selectRows<{ id: string }>(db, query))[0]!.id;

export async function insertCompany(db: Db, name: string): Promise<string> {
  const id = await one(db, sql`insert into client_companies (name) values (${name}) returning id::text as id`);
  await db.execute(sql`insert into sales_clients (client_company_id, status) values (${id}, 'cliente')`);
  return id;
}

export async function insertPipeline(db: Db, name: string, stages: [string, number][]) {
  const id = await one(
    db,
    sql`insert into sales_pipelines (name, position) values (${name}, 1) returning id::text as id`,
  );
  const stageIds: string[] = [];
  for (const [i, [stage, probability]] of stages.entries()) {
    stageIds.push(
      await one(
        db,
        sql`insert into sales_pipeline_stages (pipeline_id, name, position, probability)
          values (${id}, ${stage}, ${i}, ${probability}) returning id::text as id`,
      ),
    );
  }
  return { id, stageIds };
}

/** The default pipeline's id and its stages' ids, in order. */
export async function defaultPipeline(db: Db) {
  const rows = await selectRows<{ pipeline_id: string; id: string }>(
    db,
    sql`select p.id::text as pipeline_id, s.id::text as id from sales_pipelines p
      join sales_pipeline_stages s on s.pipeline_id = p.id where p.is_default order by s.position`,
  );
  return { id: rows[0]!.pipeline_id, stageIds: rows.map((r) => r.id) };
}

export interface ProposalRow {
  client: string;
  pipeline: string;
  stage: string;
  status: string;
  taxable: number;
  title?: string;
  issue?: string;
  validUntil: string;
  /** SQL interval expressions from now, e.g. `20 days`. */
  sentAgo?: string;
  decidedAgo?: string;
  expiredAgo?: string;
  ownerId?: string | null;
}

const ago = (interval: string | undefined) => (interval ? sql`now() - ${interval}::interval` : sql`null`);

export async function insertProposal(db: Db, p: ProposalRow): Promise<string> {
  const s = next();
  return one(
    db,
    sql`insert into sales_proposals (year, seq, number, client_company_id, title, pipeline_id, stage_id, status,
        issue_date, valid_until, taxable_cents, vat_cents, total_cents, sent_at, decided_at, expired_at, owner_id)
      values (2099, ${s}, ${`2099/${s}`}, ${p.client}, ${p.title ?? `Offerta ${s}`}, ${p.pipeline}, ${p.stage},
        ${p.status}, ${p.issue ?? p.validUntil}::date - 30, ${p.validUntil}, ${p.taxable},
        ${Math.round(p.taxable * 0.22)}, ${Math.round(p.taxable * 1.22)},
        ${ago(p.sentAgo)}, ${ago(p.decidedAgo)}, ${ago(p.expiredAgo)}, ${p.ownerId ?? null})
      returning id::text as id`,
  );
}

export interface ContractRow {
  client: string;
  status: string;
  type?: string;
  endDate: string | null;
  autoRenew?: boolean;
  noticeDays?: number | null;
  value?: number | null;
  title?: string;
}

export async function insertContract(db: Db, k: ContractRow): Promise<string> {
  const s = next();
  return one(
    db,
    sql`insert into sales_contracts (year, seq, number, title, client_company_id, type, status, value_cents,
        start_date, end_date, auto_renew, notice_days)
      values (2099, ${s}, ${`C-2099/${s}`}, ${k.title ?? `Contratto ${s}`}, ${k.client}, ${k.type ?? 'a_corpo'},
        ${k.status}, ${k.value ?? null}, '2020-01-01', ${k.endDate}, ${k.autoRenew ?? false}, ${k.noticeDays ?? null})
      returning id::text as id`,
  );
}

export async function insertMilestone(
  db: Db,
  m: { contract: string; due: string; amount?: number | null; percent?: number | null; preInvoice?: string | null },
): Promise<void> {
  await db.execute(
    sql`insert into sales_contract_milestones (contract_id, description, due_date, amount_cents, percent, pre_invoice_id)
      values (${m.contract}, 'Scadenza', ${m.due}, ${m.amount ?? null}, ${m.percent ?? null}, ${m.preInvoice ?? null})`,
  );
}

export async function insertPreInvoice(
  db: Db,
  pi: { client: string; status: string; issue: string; taxable: number },
): Promise<string> {
  const s = next();
  return one(
    db,
    sql`insert into sales_pre_invoices (year, seq, number, client_company_id, status, issue_date, taxable_cents,
        vat_cents, total_cents, amount_due_cents)
      values (2099, ${s}, ${`PF-2099/${s}`}, ${pi.client}, ${pi.status}, ${pi.issue}, ${pi.taxable},
        ${Math.round(pi.taxable * 0.22)}, ${Math.round(pi.taxable * 1.22)}, ${Math.round(pi.taxable * 1.22)})
      returning id::text as id`,
  );
}
