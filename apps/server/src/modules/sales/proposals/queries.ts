import {
  type DecisionChannel,
  type InvoiceLine,
  type Proposal,
  type ProposalList,
  type ProposalListItem,
  type ProposalListQuery,
  type ProposalStatus,
  paginationOf,
  type WithholdingInput,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { found } from '@/platform/http/errors';
import { projectsBridge } from '@/platform/org/projects-bridge';
import { canEditClients, canSeeMoney } from '../access';
import { PROPOSAL_MESSAGES } from './messages';

// Reading proposals: one SELECT per list page or detail, filters, sort and pagination in SQL (docs/sales.md). Money
// (prices, totals) leaves the answer here, once, for anyone without view_all_invoices.

export const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export interface ProposalRow {
  id: string;
  number: string;
  year: number;
  title: string;
  client_id: string;
  client_name: string;
  contact_id: string | null;
  contact_name: string | null;
  contact_email: string | null;
  pipeline_id: string;
  pipeline_name: string;
  stage_id: string;
  stage_name: string;
  board_rank: number;
  status: ProposalStatus;
  issue_date: string;
  valid_until: string;
  lines: InvoiceLine[];
  split_payment: boolean;
  charge_stamp_duty: boolean;
  withholding: WithholdingInput | null;
  taxable_cents: number;
  vat_cents: number;
  total_cents: number;
  terms: string;
  notes: string;
  owner_id: string | null;
  owner_name: string | null;
  owner_email: string | null;
  sent_at: Date | string | null;
  decided_at: Date | string | null;
  decided_by: string | null;
  decided_by_name: string | null;
  decision_channel: DecisionChannel | null;
  decision_name: string | null;
  decision_ip: string | null;
  refusal_reason: string | null;
  expired_at: Date | string | null;
  project_id: string | null;
  contract_id: string | null;
  contract_number: string | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const person = (first: string, last: string) => sql.raw(`nullif(trim(${first} || ' ' || ${last}), '')`);

/** What only a proposal's own page shows: its contact, who recorded the decision, its contract. */
const detailColumns = sql`(select ${person("coalesce(ct.first_name, '')", "coalesce(ct.last_name, '')")}
    from sales_contacts ct where ct.id = p.contact_id) as contact_name,
  (select ct.emails -> 0 ->> 'address' from sales_contacts ct where ct.id = p.contact_id) as contact_email,
  (select ${person('d.first_name', 'd.last_name')} from users d where d.id = p.decided_by) as decided_by_name,
  (select k.id::text from sales_contracts k where k.proposal_id = p.id) as contract_id,
  (select k.number from sales_contracts k where k.proposal_id = p.id) as contract_number`;
const listColumns = sql`null as contact_name, null as contact_email, null as decided_by_name, null as contract_id,
  null as contract_number`;

/**
 * Every column of a proposal a page shows; the lines and `detailColumns` only where `full` (lists, the board and the
 * client's list leave them empty). Only the client is joined (lists sort and filter on its name); the pipeline, stage
 * and people are looked up per row. With all eight tables in one join, the planner weighed every order of them
 * under a list's sort and limit, which took it 10–20 times longer than running the query (docs/benchmarks.md,
 * "Sales").
 */
export const proposalColumns = (full: boolean) => sql`p.id::text as id, p.number, p.year, p.title,
  p.client_company_id::text as client_id, cc.name as client_name, p.contact_id::text as contact_id,
  p.pipeline_id::text as pipeline_id, (select pl.name from sales_pipelines pl where pl.id = p.pipeline_id)
    as pipeline_name,
  p.stage_id::text as stage_id, (select st.name from sales_pipeline_stages st where st.id = p.stage_id) as stage_name,
  p.board_rank, p.status, p.issue_date::text as issue_date, p.valid_until::text as valid_until,
  ${full ? sql`p.lines` : sql`'[]'::jsonb as lines`}, p.split_payment, p.charge_stamp_duty, p.withholding,
  p.taxable_cents::float8 as taxable_cents, p.vat_cents::float8 as vat_cents, p.total_cents::float8 as total_cents,
  p.terms, p.notes, p.owner_id::text as owner_id,
  (select ${person('o.first_name', 'o.last_name')} from users o where o.id = p.owner_id) as owner_name,
  (select o.email from users o where o.id = p.owner_id) as owner_email, p.sent_at, p.decided_at,
  p.decided_by::text as decided_by, p.decision_channel, p.decision_name, p.decision_ip, p.refusal_reason,
  p.expired_at, p.project_id::text as project_id, ${full ? detailColumns : listColumns},
  p.version, p.created_at, p.updated_at`;

/** A row as the drivers give it, with its numbers as numbers. */
export const proposalRowOf = <T extends ProposalRow>(row: T): T => ({
  ...row,
  board_rank: Number(row.board_rank),
  taxable_cents: Number(row.taxable_cents),
  vat_cents: Number(row.vat_cents),
  total_cents: Number(row.total_cents),
});

export async function proposalRowsWhere(db: Db, where: SQL, tail: SQL = sql``, full = true) {
  const rows = await selectRows<ProposalRow>(
    db,
    sql`select ${proposalColumns(full)}
      from sales_proposals p join client_companies cc on cc.id = p.client_company_id where ${where} ${tail}`,
  );
  return rows.map(proposalRowOf);
}

export async function proposalRow(db: Db, id: string): Promise<ProposalRow> {
  const [row] = await proposalRowsWhere(db, sql`p.id = ${id}`);
  return found(row, PROPOSAL_MESSAGES.notFound);
}

/** A list row or board card; the money only for holders of view_all_invoices. */
export function toListItem(row: ProposalRow, money: boolean): ProposalListItem {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    client: { id: row.client_id, name: row.client_name },
    stage: { id: row.stage_id, name: row.stage_name, pipeline_id: row.pipeline_id, pipeline_name: row.pipeline_name },
    status: row.status,
    issue_date: row.issue_date,
    valid_until: row.valid_until,
    owner: row.owner_id && row.owner_name ? { id: row.owner_id, name: row.owner_name } : null,
    ...(money ? { taxable_cents: row.taxable_cents, total_cents: row.total_cents } : {}),
    board_rank: row.board_rank,
    version: row.version,
    updated_at: iso(row.updated_at),
  };
}

export function toProposal(actor: Actor, row: ProposalRow, project: Proposal['project'] = null): Proposal {
  const money = canSeeMoney(actor);
  return {
    ...toListItem(row, money),
    contact: row.contact_id ? { id: row.contact_id, name: row.contact_name ?? '', email: row.contact_email } : null,
    lines: money ? row.lines : row.lines.map(({ unit_price_cents: _price, ...line }) => line),
    split_payment: row.split_payment,
    charge_stamp_duty: row.charge_stamp_duty,
    withholding: row.withholding,
    ...(money ? { vat_cents: row.vat_cents } : {}),
    terms: row.terms,
    notes: row.notes,
    sent_at: isoOrNull(row.sent_at),
    decision:
      row.decided_at && row.decision_channel
        ? {
            at: iso(row.decided_at),
            channel: row.decision_channel,
            name: row.decision_name,
            by: row.decided_by && row.decided_by_name ? { id: row.decided_by, name: row.decided_by_name } : null,
            ip: row.decision_ip,
            refusal_reason: row.refusal_reason,
          }
        : null,
    expired_at: isoOrNull(row.expired_at),
    contract: row.contract_id && row.contract_number ? { id: row.contract_id, number: row.contract_number } : null,
    project,
    created_at: iso(row.created_at),
    can_edit: canEditClients(actor),
    can_see_money: money,
  };
}

/** The project made of the proposal, through the projects module's bridge (absent when that module is not built). */
export async function projectOf(db: Db, projectId: string | null): Promise<Proposal['project']> {
  const bridge = projectsBridge();
  if (!projectId || !bridge) return null;
  const [project] = await bridge.find(db, { ids: [projectId] });
  return project && !project.deleted ? { id: project.id, code: project.code, name: project.name } : null;
}

export async function getProposal(db: Db, actor: Actor, id: string): Promise<Proposal> {
  const row = await proposalRow(db, id);
  return toProposal(actor, row, await projectOf(db, row.project_id));
}

const SORT_SQL: Record<string, string> = {
  number: 'p.year #, p.seq #',
  title: 'lower(p.title) #',
  client: 'lower(cc.name) #',
  status: "array_position(array['bozza','inviata','accettata','rifiutata','scaduta'], p.status) #",
  valid_until: 'p.valid_until #',
  total: 'p.total_cents #',
  updated_at: 'p.updated_at #',
};

/**
 * Number, title or client name (the number as typed: `2026/0042`, `0042`, `42`), on `p` alone: the matching ids come
 * from the trigram indexes of the number, the title (migration 0027) and the client's name, so a search reads the
 * proposals it finds rather than every proposal with its client's name.
 */
export function proposalTextFilter(q: string): SQL {
  const like = containsPattern(q.toLowerCase());
  return sql`p.id in (select id from sales_proposals where number like ${like} or lower(title) like ${like}
    union select m.id from sales_proposals m join client_companies c on c.id = m.client_company_id
      where lower(c.name) like ${like})`;
}

export function proposalFilterSql(query: Omit<ProposalListQuery, 'page' | 'per_page' | 'sort'>): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.status) conditions.push(sql`p.status = ${query.status}`);
  if (query.client_id) conditions.push(sql`p.client_company_id = ${query.client_id}`);
  if (query.pipeline_id) conditions.push(sql`p.pipeline_id = ${query.pipeline_id}`);
  if (query.stage_id) conditions.push(sql`p.stage_id = ${query.stage_id}`);
  if (query.owner) conditions.push(sql`p.owner_id = ${query.owner}`);
  if (query.expiring_by)
    conditions.push(sql`p.status in ('bozza', 'inviata') and p.valid_until <= ${query.expiring_by}::date`);
  if (query.q) conditions.push(proposalTextFilter(query.q));
  return sql.join(conditions, sql` and `);
}

export async function listProposals(db: Db, actor: Actor, query: ProposalListQuery): Promise<ProposalList> {
  const money = canSeeMoney(actor);
  const where = proposalFilterSql(query);
  const descending = query.sort.startsWith('-');
  let key = query.sort.replace(/^-/, '');
  // Sorting by an amount one may not see would reveal it.
  if (key === 'total' && !money) key = 'number';
  const order = (SORT_SQL[key] ?? SORT_SQL.number!).replaceAll('#', descending ? 'desc' : 'asc');
  const [totals] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sales_proposals p where ${where}`,
  );
  const rows = await proposalRowsWhere(
    db,
    where,
    sql`order by ${sql.raw(order)}, p.id limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
    false,
  );
  return {
    items: rows.map((row) => toListItem(row, money)),
    pagination: paginationOf(query.page, query.per_page, totals?.n ?? 0),
  };
}
