import {
  CONTRACT_EXPIRING_DAYS,
  type Contract,
  type ContractList,
  type ContractListItem,
  type ContractListQuery,
  type ContractMilestone,
  type FeePeriod,
  isContractExpiring,
  type MilestoneStatus,
  milestoneCents,
  noticeDeadline,
  type PreInvoiceStatus,
  paginationOf,
  type SalesContractStatus,
  type SalesContractType,
  todayInRome,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { found } from '@/platform/http/errors';
import { projectsBridge } from '@/platform/org/projects-bridge';
import { canEditContracts, canSeeMoney } from '../access';
import { contractActivity } from './activity';
import { CONTRACT_MESSAGES } from './messages';

// Reading contracts: one SELECT per list page, a few for a detail (milestones, projects, reminders); filters,
// sort and pagination in SQL. Money leaves only for holders of view_all_invoices (docs/sales.md).

const iso = (value: Date | string) => new Date(value).toISOString();
const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

export interface ContractRow {
  id: string;
  number: string;
  title: string;
  client_id: string;
  client_name: string;
  type: SalesContractType;
  status: SalesContractStatus;
  value_cents: number | null;
  fee_period: FeePeriod | null;
  start_date: string;
  end_date: string | null;
  auto_renew: boolean;
  renewal_months: number | null;
  notice_days: number | null;
  signed_on: string | null;
  terminated_on: string | null;
  notes: string;
  owner_id: string | null;
  owner_name: string | null;
  created_by: string | null;
  creator_name: string | null;
  proposal_id: string | null;
  proposal_number: string | null;
  proposal_title: string | null;
  version: number;
  created_at: Date | string;
  updated_at: Date | string;
}

const columns = sql`c.id::text as id, c.number, c.title, c.client_company_id::text as client_id,
  cc.name as client_name, c.type, c.status, c.value_cents::float8 as value_cents, c.fee_period,
  c.start_date::text as start_date, c.end_date::text as end_date, c.auto_renew, c.renewal_months, c.notice_days,
  c.signed_on::text as signed_on, c.terminated_on::text as terminated_on, c.notes,
  c.owner_id::text as owner_id, nullif(trim(o.first_name || ' ' || o.last_name), '') as owner_name,
  c.created_by::text as created_by, nullif(trim(cb.first_name || ' ' || cb.last_name), '') as creator_name,
  c.proposal_id::text as proposal_id, p.number as proposal_number, p.title as proposal_title,
  c.version, c.created_at, c.updated_at`;

const from = sql`from sales_contracts c
  join client_companies cc on cc.id = c.client_company_id
  left join users o on o.id = c.owner_id
  left join users cb on cb.id = c.created_by
  left join sales_proposals p on p.id = c.proposal_id`;

const person = (id: string | null, name: string | null) => (id && name ? { id, name } : null);

export function toListItem(actor: Actor, row: ContractRow, today = todayInRome()): ContractListItem {
  const value = numberOrNull(row.value_cents);
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    client: { id: row.client_id, name: row.client_name },
    type: row.type,
    status: row.status,
    fee_period: row.fee_period,
    start_date: row.start_date,
    end_date: row.end_date,
    auto_renew: row.auto_renew,
    renewal_months: row.renewal_months,
    notice_days: row.notice_days,
    notice_deadline: noticeDeadline(row),
    expiring: isContractExpiring(row, today, CONTRACT_EXPIRING_DAYS),
    owner: person(row.owner_id, row.owner_name),
    ...(canSeeMoney(actor) ? { value_cents: value } : {}),
    version: row.version,
    updated_at: iso(row.updated_at),
  };
}

export async function contractRowsWhere(db: Db, where: SQL, tail: SQL = sql``): Promise<ContractRow[]> {
  return selectRows<ContractRow>(db, sql`select ${columns} ${from} where ${where} ${tail}`);
}

export async function contractRow(db: Db, id: string): Promise<ContractRow> {
  const [row] = await contractRowsWhere(db, sql`c.id = ${id}`);
  return found(row, CONTRACT_MESSAGES.notFound);
}

export interface MilestoneRow {
  id: string;
  position: number;
  description: string;
  due_date: string;
  amount_cents: number | null;
  percent: number | null;
  pre_invoice_id: string | null;
  pre_invoice_number: string | null;
  pre_invoice_status: PreInvoiceStatus | null;
}

export function milestoneRows(db: Db, contractId: string): Promise<MilestoneRow[]> {
  return selectRows<MilestoneRow>(
    db,
    sql`select m.id::text as id, m.position, m.description, m.due_date::text as due_date,
        m.amount_cents::float8 as amount_cents, m.percent::float8 as percent, m.pre_invoice_id::text as pre_invoice_id,
        pi.number as pre_invoice_number, pi.status as pre_invoice_status
      from sales_contract_milestones m left join sales_pre_invoices pi on pi.id = m.pre_invoice_id
      where m.contract_id = ${contractId} order by m.position, m.due_date, m.id`,
  );
}

/** A milestone's status follows its pre-invoice: none, draft or approved, invoiced. */
export function milestoneStatus(preInvoiceStatus: PreInvoiceStatus | null): MilestoneStatus {
  if (preInvoiceStatus === null) return 'da_fatturare';
  return preInvoiceStatus === 'fatturata' ? 'fatturata' : 'in_prefattura';
}

function toMilestone(row: MilestoneRow, value: number | null, money: boolean): ContractMilestone {
  const amount = numberOrNull(row.amount_cents);
  const percent = numberOrNull(row.percent);
  return {
    id: row.id,
    position: row.position,
    description: row.description,
    due_date: row.due_date,
    ...(money ? { amount_cents: amount, billed_cents: milestoneCents({ amount_cents: amount, percent }, value) } : {}),
    percent,
    status: milestoneStatus(row.pre_invoice_status),
    pre_invoice:
      row.pre_invoice_id && row.pre_invoice_number ? { id: row.pre_invoice_id, number: row.pre_invoice_number } : null,
  };
}

export async function linkedProjectIds(db: Db, contractId: string): Promise<string[]> {
  const rows = await selectRows<{ project_id: string }>(
    db,
    sql`select project_id::text as project_id from sales_contract_projects where contract_id = ${contractId}
      order by created_at, project_id`,
  );
  return rows.map((row) => row.project_id);
}

export async function toContract(db: Db, actor: Actor, row: ContractRow): Promise<Contract> {
  const money = canSeeMoney(actor);
  const milestones = await milestoneRows(db, row.id);
  const bridge = projectsBridge();
  const projectIds = await linkedProjectIds(db, row.id);
  const refs = bridge && projectIds.length > 0 ? await bridge.find(db, { ids: projectIds }) : [];
  const byId = new Map(refs.map((ref) => [ref.id, ref]));
  const reminders = await selectRows<{ kind: string; due_on: string; sent_at: Date | string }>(
    db,
    sql`select kind, due_on::text as due_on, sent_at from sales_contract_reminders where contract_id = ${row.id}
      order by sent_at desc, due_on desc limit 20`,
  );
  const editor = canEditContracts(actor);
  const closed = row.status === 'concluso' || row.status === 'disdetto';
  return {
    ...toListItem(actor, row),
    proposal:
      row.proposal_id && row.proposal_number
        ? { id: row.proposal_id, number: row.proposal_number, title: row.proposal_title ?? '' }
        : null,
    signed_on: row.signed_on,
    terminated_on: row.terminated_on,
    notes: row.notes,
    milestones: milestones.map((m) => toMilestone(m, numberOrNull(row.value_cents), money)),
    projects: projectIds.flatMap((id) => {
      const ref = byId.get(id);
      return ref ? [{ id: ref.id, code: ref.code, name: ref.name, status: ref.status, deleted: ref.deleted }] : [];
    }),
    reminders: reminders.map((r) => ({ kind: r.kind, due_on: r.due_on, sent_at: iso(r.sent_at) })),
    activity: await contractActivity(db, row.id),
    created_by: person(row.created_by, row.creator_name),
    created_at: iso(row.created_at),
    can_edit: editor && !closed,
    can_delete: editor && row.status === 'bozza' && milestones.every((m) => m.pre_invoice_id === null),
    can_see_money: money,
    projects_available: bridge !== null,
  };
}

export async function getContract(db: Db, actor: Actor, id: string): Promise<Contract> {
  return toContract(db, actor, await contractRow(db, id));
}

/** The notice deadline of an automatically renewing contract, else its end (contract-rules.ts, contractKeyDate). */
export const KEY_DATE_SQL = sql`(case when c.auto_renew then c.end_date - coalesce(c.notice_days, 0) else c.end_date end)`;

const STATUS_ORDER = "array['bozza','attivo','concluso','disdetto']";
const SORT_SQL: Record<string, (dir: string) => string> = {
  number: (dir) => `c.year ${dir}, c.seq ${dir}`,
  title: (dir) => `lower(c.title) ${dir}`,
  client: (dir) => `lower(cc.name) ${dir}`,
  status: (dir) => `array_position(${STATUS_ORDER}, c.status) ${dir}`,
  start_date: (dir) => `c.start_date ${dir}`,
  end_date: (dir) => `c.end_date ${dir} nulls last`,
  value: (dir) => `c.value_cents ${dir} nulls last`,
};

export function contractFilterSql(query: ContractListQuery, today: string): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.status) conditions.push(sql`c.status = ${query.status}`);
  if (query.type) conditions.push(sql`c.type = ${query.type}`);
  if (query.client_id) conditions.push(sql`c.client_company_id = ${query.client_id}`);
  if (query.owner) conditions.push(sql`c.owner_id = ${query.owner}`);
  if (query.expiring_within)
    conditions.push(sql`c.status = 'attivo'
      and ${KEY_DATE_SQL} between ${today}::date and ${today}::date + ${query.expiring_within}::int`);
  if (query.q) {
    const like = containsPattern(query.q.toLowerCase());
    conditions.push(sql`(lower(c.title) like ${like} or lower(c.number) like ${like} or lower(cc.name) like ${like})`);
  }
  return sql.join(conditions, sql` and `);
}

export async function listContracts(db: Db, actor: Actor, query: ContractListQuery): Promise<ContractList> {
  const today = todayInRome();
  const where = contractFilterSql(query, today);
  const descending = query.sort.startsWith('-');
  let key = query.sort.replace(/^-/, '');
  // Sorting by value would tell a reader without money rights which contracts are worth more.
  if (key === 'value' && !canSeeMoney(actor)) key = 'number';
  const order = sql.raw(`${(SORT_SQL[key] ?? SORT_SQL.number!)(descending ? 'desc' : 'asc')}, c.year desc, c.seq desc`);
  const [totals] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from sales_contracts c join client_companies cc on cc.id = c.client_company_id
      where ${where}`,
  );
  const rows = await contractRowsWhere(
    db,
    where,
    sql`order by ${order} limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  return {
    items: rows.map((row) => toListItem(actor, row, today)),
    pagination: paginationOf(query.page, query.per_page, totals?.n ?? 0),
  };
}
