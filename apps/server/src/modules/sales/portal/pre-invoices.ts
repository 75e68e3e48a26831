import type {
  ClientPortalPreInvoice,
  ClientPortalPreInvoiceList,
  ClientPortalPreInvoiceListItem,
  ClientPortalPreInvoiceStatus,
  InvoiceLine,
  WithholdingInput,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { found } from '@/platform/http/errors';
import { portalCompany } from './company';
import { PORTAL_MESSAGES } from './messages';
import { companyProjects } from './projects';

// The client's pre-invoices (docs/sales.md, "Client portal"): only approved and invoiced ones — a draft is internal
// work — with their totals and, once invoiced, the real invoice's number and date. Never the internal notes, who
// approved or invoiced it, nor the source.

interface PreInvoiceRow {
  id: string;
  number: string;
  status: ClientPortalPreInvoiceStatus;
  issue_date: string;
  due_date: string | null;
  causale: string;
  taxable_cents: number;
  vat_cents: number;
  total_cents: number;
  amount_due_cents: number;
  invoice_number: string | null;
  invoice_date: string | null;
  period_from: string | null;
  period_to: string | null;
  contract_id: string | null;
  contract_number: string | null;
  project_id: string | null;
}

interface PreInvoiceDetailRow extends PreInvoiceRow {
  lines: InvoiceLine[];
  split_payment: boolean;
  charge_stamp_duty: boolean;
  withholding: WithholdingInput | null;
}

const columns = sql`pi.id::text as id, pi.number, pi.status, pi.issue_date::text as issue_date,
  pi.due_date::text as due_date, pi.causale, pi.taxable_cents::float8 as taxable_cents,
  pi.vat_cents::float8 as vat_cents, pi.total_cents::float8 as total_cents,
  pi.amount_due_cents::float8 as amount_due_cents, pi.invoice_number, pi.invoice_date::text as invoice_date,
  pi.period_from::text as period_from, pi.period_to::text as period_to, c.id::text as contract_id,
  c.number as contract_number, pi.project_id::text as project_id`;

/** The company's approved and invoiced pre-invoices; `where` narrows them (alias `pi`). */
function preInvoiceRows<T extends PreInvoiceRow>(db: Db, companyId: string, select: SQL, where: SQL = sql`true`) {
  return selectRows<T>(
    db,
    sql`select ${select} from sales_pre_invoices pi
      left join sales_contracts c on c.id = pi.contract_id and c.client_company_id = pi.client_company_id
        and c.status <> 'bozza'
      where pi.client_company_id = ${companyId} and pi.status in ('approvata', 'fatturata') and ${where}
      order by pi.issue_date desc, pi.year desc, pi.seq desc`,
  );
}

type ProjectNames = Map<string, { id: string; code: string; name: string }>;

async function projectNames(db: Db, companyId: string, rows: readonly PreInvoiceRow[]): Promise<ProjectNames> {
  if (!rows.some((row) => row.project_id)) return new Map();
  const projects = await companyProjects(db, companyId);
  return new Map(projects.map((p) => [p.id, { id: p.id, code: p.code, name: p.name }]));
}

function toListItem(row: PreInvoiceRow, projects: ProjectNames): ClientPortalPreInvoiceListItem {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    issue_date: row.issue_date,
    due_date: row.due_date,
    causale: row.causale,
    taxable_cents: row.taxable_cents,
    vat_cents: row.vat_cents,
    total_cents: row.total_cents,
    amount_due_cents: row.amount_due_cents,
    invoice_number: row.status === 'fatturata' ? row.invoice_number : null,
    invoice_date: row.status === 'fatturata' ? row.invoice_date : null,
    period_from: row.period_from,
    period_to: row.period_to,
    contract: row.contract_id && row.contract_number ? { id: row.contract_id, number: row.contract_number } : null,
    project: (row.project_id && projects.get(row.project_id)) || null,
  };
}

export async function listPortalPreInvoices(db: Db, actor: Actor): Promise<ClientPortalPreInvoiceList> {
  const company = await portalCompany(db, actor);
  const rows = await preInvoiceRows<PreInvoiceRow>(db, company.id, columns);
  const projects = await projectNames(db, company.id, rows);
  return { items: rows.map((row) => toListItem(row, projects)) };
}

export async function getPortalPreInvoice(db: Db, actor: Actor, id: string): Promise<ClientPortalPreInvoice> {
  const company = await portalCompany(db, actor);
  const [row] = await preInvoiceRows<PreInvoiceDetailRow>(
    db,
    company.id,
    sql`${columns}, pi.lines, pi.split_payment, pi.charge_stamp_duty, pi.withholding`,
    sql`pi.id = ${id}`,
  );
  const preInvoice = found(row, PORTAL_MESSAGES.preInvoiceNotFound);
  const projects = await projectNames(db, company.id, [preInvoice]);
  return {
    ...toListItem(preInvoice, projects),
    lines: preInvoice.lines,
    split_payment: preInvoice.split_payment,
    charge_stamp_duty: preInvoice.charge_stamp_duty,
    withholding: preInvoice.withholding,
  };
}
