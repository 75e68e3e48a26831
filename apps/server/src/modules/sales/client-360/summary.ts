import {
  type ClientProjects,
  type ClientSummary,
  PROPOSAL_STATUSES,
  type ProposalStatus,
  todayInRome,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { found } from '@/platform/http/errors';
import { projectsBridge } from '@/platform/org/projects-bridge';
import { canSeeMoney } from '../access';
import { SALES_MESSAGES } from '../messages';
import { moneyField } from '../money';

// The client 360° page's header and its projects tab (docs/sales.md, "La scheda del cliente"). Any client company
// is a client, archived ones included; an unknown id answers 404.

export async function assertClientExists(db: Db, id: string): Promise<void> {
  const [row] = await selectRows<{ id: string }>(db, sql`select id from client_companies where id = ${id}`);
  found(row, SALES_MESSAGES.clientNotFound);
}

interface SummaryRow {
  contacts: number;
  by_status: Record<string, number> | null;
  open_value: number;
  contracts: number;
  active_contracts: number;
  pre_invoices: number;
  to_invoice: number;
  revenue_year: number;
}

/**
 * `GET /api/crm/clients/:id/summary`: counts of every area in one statement; the open proposals' value and the
 * year's revenue (approved and invoiced pre-invoices, taxable) only with view_all_invoices, and the pre-invoices'
 * counts only for those who may read pre-invoices.
 */
export async function clientSummary(db: Db, actor: Actor, id: string): Promise<ClientSummary> {
  const year = Number(todayInRome().slice(0, 4));
  const [row] = await selectRows<SummaryRow>(
    db,
    sql`select
        (select count(*)::int from sales_contacts where client_company_id = cc.id) as contacts,
        (select json_object_agg(status, n) from (select status, count(*)::int as n from sales_proposals
          where client_company_id = cc.id group by status) s) as by_status,
        (select coalesce(sum(taxable_cents), 0)::float8 from sales_proposals
          where client_company_id = cc.id and status in ('bozza', 'inviata')) as open_value,
        (select count(*)::int from sales_contracts where client_company_id = cc.id) as contracts,
        (select count(*)::int from sales_contracts where client_company_id = cc.id and status = 'attivo')
          as active_contracts,
        (select count(*)::int from sales_pre_invoices where client_company_id = cc.id) as pre_invoices,
        (select count(*)::int from sales_pre_invoices where client_company_id = cc.id
          and status in ('bozza', 'approvata')) as to_invoice,
        (select coalesce(sum(taxable_cents), 0)::float8 from sales_pre_invoices where client_company_id = cc.id
          and status in ('approvata', 'fatturata') and extract(year from issue_date) = ${year}) as revenue_year
      from client_companies cc where cc.id = ${id}`,
  );
  const summary = found(row, SALES_MESSAGES.clientNotFound);
  const money = canSeeMoney(actor);
  const byStatus = Object.fromEntries(
    PROPOSAL_STATUSES.map((status) => [status, Number(summary.by_status?.[status] ?? 0)]),
  ) as Record<ProposalStatus, number>;
  const projects = (await projectsBridge()?.find(db, { clientCompanyId: id })) ?? [];
  return {
    contacts: summary.contacts,
    proposals: {
      total: PROPOSAL_STATUSES.reduce((sum, status) => sum + byStatus[status], 0),
      open: byStatus.bozza + byStatus.inviata,
      by_status: byStatus,
      ...moneyField(money, 'open_value_cents', summary.open_value),
    },
    contracts: { total: summary.contracts, active: summary.active_contracts },
    projects: projects.filter((p) => !p.deleted).length,
    // Pre-invoices are read with view_all_invoices, the same permission as money.
    pre_invoices: money
      ? { total: summary.pre_invoices, to_invoice: summary.to_invoice, revenue_year_cents: summary.revenue_year, year }
      : null,
    can_see_money: money,
  };
}

/** `GET /api/crm/clients/:id/projects`: the live projects of the client, through the projects bridge (no money). */
export async function clientProjects(db: Db, id: string): Promise<ClientProjects> {
  await assertClientExists(db, id);
  const bridge = projectsBridge();
  if (!bridge) return { items: [], available: false };
  const projects = await bridge.find(db, { clientCompanyId: id });
  return {
    available: true,
    items: projects
      .filter((p) => !p.deleted)
      .sort((a, b) => (b.start_date ?? '').localeCompare(a.start_date ?? '') || a.code.localeCompare(b.code))
      .map(({ id: projectId, code, name, status, billing_type, start_date, end_date }) => ({
        id: projectId,
        code,
        name,
        status,
        billing_type,
        start_date,
        end_date,
      })),
  };
}
