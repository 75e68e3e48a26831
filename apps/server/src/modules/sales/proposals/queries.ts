import {
  type Proposal,
  type ProposalList,
  type ProposalListItem,
  type ProposalListQuery,
  paginationOf,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { found } from '@/platform/http/errors';
import { projectsBridge } from '@/platform/org/projects-bridge';
import { canEditClients, canSeeMoney } from '../access';
import { PROPOSAL_MESSAGES } from './messages';
import { listColumns, listFrom, listRowOf, type ProposalListRow, type ProposalRow, proposalRowsWhere } from './rows';

// Reading proposals: a count and one SELECT per list page, one per detail (the rows: rows.ts), filters, sort and
// pagination in SQL (docs/sales.md). Money (prices, totals) leaves the answer here, once, for anyone without
// view_all_invoices.

export const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export async function proposalRow(db: Db, id: string): Promise<ProposalRow> {
  const [row] = await proposalRowsWhere(db, sql`p.id = ${id}`);
  return found(row, PROPOSAL_MESSAGES.notFound);
}

/** A list row or board card; the money only for holders of view_all_invoices. */
export function toListItem(row: ProposalListRow, money: boolean): ProposalListItem {
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
  // The page is chosen on the proposals alone (with their client only to sort by its name), then its rows are read:
  // a search's matches go through the sort as ids, not as whole rows with their client and owner.
  const client = key === 'client' ? sql`join client_companies cc on cc.id = p.client_company_id` : sql``;
  const rows = await selectRows<ProposalListRow>(
    db,
    sql`select ${listColumns} ${listFrom}
      join (
        select p.id from sales_proposals p ${client}
        where ${where}
        order by ${sql.raw(order)}, p.id limit ${query.per_page} offset ${(query.page - 1) * query.per_page}) r
        on r.id = p.id
      order by ${sql.raw(order)}, p.id`,
  );
  return {
    items: rows.map((row) => toListItem(listRowOf(row), money)),
    pagination: paginationOf(query.page, query.per_page, totals?.n ?? 0),
  };
}
