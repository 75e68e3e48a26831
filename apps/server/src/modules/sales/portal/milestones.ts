import type { ClientPortalContractMilestone, MilestoneStatus, PreInvoiceStatus } from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';

// Billing milestones as a client sees them, for its contracts and its projects. Only milestones of the company's
// contracts past the draft (a contract being negotiated is internal) are read; a milestone on a draft pre-invoice
// still reads "to bill", as the draft itself is internal.

export interface PortalMilestoneRow {
  id: string;
  contract_id: string;
  contract_number: string;
  /** The project it reaches the client through (projects' view only). */
  project_id: string | null;
  description: string;
  due_date: string;
  amount_cents: number | null;
  percent: number | null;
  contract_value_cents: number | null;
  pre_invoice_id: string | null;
  pre_invoice_number: string | null;
  pre_invoice_status: PreInvoiceStatus | null;
}

const STATUS_OF: Record<PreInvoiceStatus, MilestoneStatus> = {
  bozza: 'da_fatturare',
  approvata: 'in_prefattura',
  fatturata: 'fatturata',
};

export const milestoneStatus = (row: PortalMilestoneRow): MilestoneStatus =>
  row.pre_invoice_status ? STATUS_OF[row.pre_invoice_status] : 'da_fatturare';

/** Its amount, or its percentage of the contract's value rounded to the cent; null when neither is known. */
function milestoneCents(row: PortalMilestoneRow): number | null {
  if (row.amount_cents !== null) return row.amount_cents;
  if (row.percent !== null && row.contract_value_cents !== null)
    return Math.round((row.contract_value_cents * row.percent) / 100);
  return null;
}

export function toContractMilestone(row: PortalMilestoneRow): ClientPortalContractMilestone {
  const status = milestoneStatus(row);
  return {
    id: row.id,
    description: row.description,
    due_date: row.due_date,
    status,
    amount_cents: milestoneCents(row),
    percent: row.percent,
    pre_invoice:
      status !== 'da_fatturare' && row.pre_invoice_id && row.pre_invoice_number
        ? { id: row.pre_invoice_id, number: row.pre_invoice_number }
        : null,
  };
}

/**
 * The milestones of the company's non-draft contracts, through `scope`: `contracts` for some contracts, `projects`
 * for the contracts linked to some projects (one row per project and milestone). By due date.
 */
export function portalMilestones(
  db: Db,
  companyId: string,
  scope: { contracts: SQL } | { projects: SQL },
): Promise<PortalMilestoneRow[]> {
  const viaProjects = 'projects' in scope;
  return selectRows<PortalMilestoneRow>(
    db,
    sql`select m.id::text as id, c.id::text as contract_id, c.number as contract_number,
        ${viaProjects ? sql`cp.project_id::text` : sql`null::text`} as project_id,
        m.description, m.due_date::text as due_date, m.amount_cents::float8 as amount_cents,
        m.percent::float8 as percent, c.value_cents::float8 as contract_value_cents,
        pi.id::text as pre_invoice_id, pi.number as pre_invoice_number, pi.status as pre_invoice_status
      from sales_contract_milestones m
      join sales_contracts c on c.id = m.contract_id
      ${viaProjects ? sql`join sales_contract_projects cp on cp.contract_id = c.id` : sql``}
      left join sales_pre_invoices pi on pi.id = m.pre_invoice_id and pi.client_company_id = c.client_company_id
      where c.client_company_id = ${companyId} and c.status <> 'bozza'
        and ${'projects' in scope ? sql`cp.project_id in (${scope.projects})` : sql`c.id in (${scope.contracts})`}
      order by m.due_date, c.number, m.position`,
  );
}
