import {
  computeInvoiceTotals,
  PRE_INVOICE_TRANSITION_FROM,
  PRE_INVOICE_TRANSITIONS,
  type PreInvoice,
  type PreInvoiceList,
  type PreInvoiceListItem,
  type PreInvoiceListQuery,
  paginationOf,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { found } from '@/platform/http/errors';
import { type ProjectRef, projectsBridge } from '@/platform/org/projects-bridge';
import { canEditPreInvoices } from '../access';
import { PRE_INVOICE_MESSAGES } from './messages';
import type { PreInvoiceRow } from './row';
import { xmlMissingOf } from './xml-input';

// Reading pre-invoices: one SELECT per list page (with its count and sums) or detail; filters, sort and pagination
// in SQL. The projects' code and name come through the projects bridge (modules do not read each other's tables).

const iso = (value: Date | string) => new Date(value).toISOString();

const personName = (table: string) =>
  sql.raw(`nullif(btrim(coalesce(${table}.first_name, '') || ' ' || coalesce(${table}.last_name, '')), '')`);

const columns = sql`p.id::text as id, p.number, p.status, p.source, p.client_company_id::text as client_id,
  cc.name as client_name, cc.kind as client_kind, cc.vat_number as client_vat_number, cc.tax_code as client_tax_code,
  p.contract_id::text as contract_id, k.number as contract_number, k.title as contract_title,
  k.value_cents as contract_value_cents, p.project_id::text as project_id,
  p.period_from::text as period_from, p.period_to::text as period_to, p.issue_date::text as issue_date,
  p.due_date::text as due_date, p.causale, p.lines, p.split_payment, p.charge_stamp_duty, p.withholding,
  p.taxable_cents, p.vat_cents, p.total_cents, p.amount_due_cents, p.invoice_number,
  p.invoice_date::text as invoice_date, p.approved_at, p.approved_by::text as approved_by,
  ${personName('ua')} as approved_by_name, p.invoiced_at, p.invoiced_by::text as invoiced_by,
  ${personName('ui')} as invoiced_by_name, p.notes, p.version, p.created_by::text as created_by,
  ${personName('uc')} as created_by_name, p.created_at, p.updated_at`;

const from = sql`from sales_pre_invoices p
  join client_companies cc on cc.id = p.client_company_id
  left join sales_contracts k on k.id = p.contract_id
  left join users ua on ua.id = p.approved_by
  left join users ui on ui.id = p.invoiced_by
  left join users uc on uc.id = p.created_by`;

export async function preInvoiceRowsWhere(db: Db, where: SQL, tail: SQL = sql``): Promise<PreInvoiceRow[]> {
  return selectRows<PreInvoiceRow>(db, sql`select ${columns} ${from} where ${where} ${tail}`);
}

export async function preInvoiceRow(db: Db, id: string): Promise<PreInvoiceRow> {
  const [row] = await preInvoiceRowsWhere(db, sql`p.id = ${id}`);
  return found(row, PRE_INVOICE_MESSAGES.notFound);
}

/** The projects of some rows, by id, through the bridge (none when the projects module is not built in). */
export async function projectRefsOf(db: Db, rows: readonly { project_id: string | null }[]) {
  const ids = [...new Set(rows.map((row) => row.project_id).filter((id): id is string => id !== null))];
  const bridge = projectsBridge();
  const refs = ids.length > 0 && bridge ? await bridge.find(db, { ids }) : [];
  return new Map<string, ProjectRef>(refs.map((ref) => [ref.id, ref]));
}

export function toListItem(row: PreInvoiceRow, projects: Map<string, ProjectRef>): PreInvoiceListItem {
  const project = row.project_id ? projects.get(row.project_id) : undefined;
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    source: row.source,
    client: { id: row.client_id, name: row.client_name },
    contract:
      row.contract_id && row.contract_number
        ? { id: row.contract_id, number: row.contract_number, title: row.contract_title ?? '' }
        : null,
    project: project ? { id: project.id, code: project.code, name: project.name } : null,
    period_from: row.period_from,
    period_to: row.period_to,
    issue_date: row.issue_date,
    due_date: row.due_date,
    causale: row.causale,
    taxable_cents: Number(row.taxable_cents),
    vat_cents: Number(row.vat_cents),
    total_cents: Number(row.total_cents),
    amount_due_cents: Number(row.amount_due_cents),
    invoice_number: row.invoice_number,
    invoice_date: row.invoice_date,
    version: row.version,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const step = (at: Date | string | null, id: string | null, name: string | null) =>
  at === null ? null : { at: iso(at), by: id && name ? { id, name } : null };

/** The whole pre-invoice: its lines and totals, the milestones it bills, what the XML lacks, what the actor may do. */
export async function toPreInvoice(db: Db, actor: Actor, row: PreInvoiceRow): Promise<PreInvoice> {
  const [projects, milestones, xmlMissing] = await Promise.all([
    projectRefsOf(db, [row]),
    selectRows<{ id: string; description: string; due_date: string; amount_cents: number | string | null }>(
      db,
      sql`select m.id::text as id, m.description, m.due_date::text as due_date,
          coalesce(m.amount_cents, round(m.percent * k.value_cents / 100))::float8 as amount_cents
        from sales_contract_milestones m join sales_contracts k on k.id = m.contract_id
        where m.pre_invoice_id = ${row.id} order by m.due_date, m.position`,
    ),
    xmlMissingOf(db, row),
  ]);
  const editor = canEditPreInvoices(actor);
  return {
    ...toListItem(row, projects),
    client: {
      id: row.client_id,
      name: row.client_name,
      kind: row.client_kind,
      vat_number: row.client_vat_number,
      tax_code: row.client_tax_code,
    },
    lines: row.lines,
    split_payment: row.split_payment,
    charge_stamp_duty: row.charge_stamp_duty,
    withholding: row.withholding,
    totals: computeInvoiceTotals(row.lines, row),
    notes: row.notes,
    milestones: milestones.map((m) => ({
      ...m,
      amount_cents: m.amount_cents === null ? null : Number(m.amount_cents),
    })),
    approved: step(row.approved_at, row.approved_by, row.approved_by_name),
    invoiced: step(row.invoiced_at, row.invoiced_by, row.invoiced_by_name),
    created_by: row.created_by && row.created_by_name ? { id: row.created_by, name: row.created_by_name } : null,
    xml_missing: xmlMissing,
    can_edit: editor && row.status === 'bozza',
    transitions: editor
      ? PRE_INVOICE_TRANSITIONS.filter((action) => PRE_INVOICE_TRANSITION_FROM[action].includes(row.status))
      : [],
  };
}

export async function getPreInvoice(db: Db, actor: Actor, id: string): Promise<PreInvoice> {
  return toPreInvoice(db, actor, await preInvoiceRow(db, id));
}

const SORT_SQL: Record<string, string> = {
  number: 'p.year $dir, p.seq',
  client: 'lower(cc.name)',
  status: "array_position(array['bozza','approvata','fatturata'], p.status)",
  issue_date: 'p.issue_date',
  total: 'p.total_cents',
};

/** The WHERE of the list and of its exports: the same filters. */
export function preInvoiceFilterSql(query: Omit<PreInvoiceListQuery, 'page' | 'per_page' | 'sort'>): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.status) conditions.push(sql`p.status = ${query.status}`);
  if (query.source) conditions.push(sql`p.source = ${query.source}`);
  if (query.client_id) conditions.push(sql`p.client_company_id = ${query.client_id}`);
  if (query.contract_id) conditions.push(sql`p.contract_id = ${query.contract_id}`);
  if (query.project_id) conditions.push(sql`p.project_id = ${query.project_id}`);
  if (query.date_from) conditions.push(sql`p.issue_date >= ${query.date_from}`);
  if (query.date_to) conditions.push(sql`p.issue_date <= ${query.date_to}`);
  if (query.q) {
    const like = containsPattern(query.q.toLowerCase());
    conditions.push(sql`(lower(p.number) like ${like} or lower(coalesce(p.invoice_number, '')) like ${like}
      or lower(p.causale) like ${like} or lower(cc.name) like ${like} or cc.vat_number = ${query.q.toUpperCase()})`);
  }
  return sql.join(conditions, sql` and `);
}

/** The ORDER BY of a sort key (`-` for descending), ties broken by number. */
export function preInvoiceOrderSql(sort: string): SQL {
  const descending = sort.startsWith('-');
  const dir = descending ? 'desc' : 'asc';
  const key = sort.replace(/^-/, '');
  const expression = (SORT_SQL[key] ?? SORT_SQL.number!).replace('$dir', dir);
  return sql.raw(`${expression} ${dir}, p.year desc, p.seq desc`);
}

export async function listPreInvoices(db: Db, query: PreInvoiceListQuery): Promise<PreInvoiceList> {
  const where = preInvoiceFilterSql(query);
  const [totals] = await selectRows<{ n: number; taxable: number | string; total: number | string }>(
    db,
    sql`select count(*)::int as n, coalesce(sum(p.taxable_cents), 0)::float8 as taxable,
      coalesce(sum(p.total_cents), 0)::float8 as total
      from sales_pre_invoices p join client_companies cc on cc.id = p.client_company_id where ${where}`,
  );
  const rows = await preInvoiceRowsWhere(
    db,
    where,
    sql`order by ${preInvoiceOrderSql(query.sort)} limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  const projects = await projectRefsOf(db, rows);
  return {
    items: rows.map((row) => toListItem(row, projects)),
    pagination: paginationOf(query.page, query.per_page, totals?.n ?? 0),
    sums: { taxable_cents: Number(totals?.taxable ?? 0), total_cents: Number(totals?.total ?? 0) },
  };
}
