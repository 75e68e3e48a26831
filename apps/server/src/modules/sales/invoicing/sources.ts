import type {
  BillableClientList,
  BillableContractList,
  BillableMilestoneList,
  BillableProjectList,
  PreInvoiceStatus,
  SourceQuery,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { notFound } from '@/platform/http/errors';
import { projectsBridge } from '@/platform/org/projects-bridge';
import { milestoneAmount } from './from-milestones';
import { PRE_INVOICE_MESSAGES } from './messages';

// What the "new pre-invoice" page picks from: its own reads, so that whoever may create pre-invoices
// (manage_invoices) finds clients, contracts and projects without needing the CRM's or the projects' permissions.

const PICK_LIMIT = 50;

/** Live clients by name, partita IVA or codice fiscale. */
export async function billableClients(db: Db, query: SourceQuery): Promise<BillableClientList> {
  const q = query.q?.toLowerCase() ?? '';
  const code = q.replace(/[\s.-]/g, '').toUpperCase();
  const items = await selectRows<BillableClientList['items'][number]>(
    db,
    sql`select cc.id::text as id, cc.name, cc.kind, cc.vat_number, cc.tax_code, sc.city
      from client_companies cc left join sales_clients sc on sc.client_company_id = cc.id
      where sc.archived_at is null
        and (${q} = '' or lower(cc.name) like ${containsPattern(q)} or cc.vat_number = ${code} or cc.tax_code = ${code})
      order by lower(cc.name) limit ${PICK_LIMIT}`,
  );
  return { items };
}

const contractColumns = sql`k.id::text as id, k.number, k.title, k.status, k.value_cents::float8 as value_cents,
  json_build_object('id', cc.id::text, 'name', cc.name) as client,
  (select count(*)::int from sales_contract_milestones m where m.contract_id = k.id and m.pre_invoice_id is null)
    as open_milestones`;

/** Signed contracts (not drafts) with at least one milestone not yet on a pre-invoice, next milestone first. */
export async function billableContracts(db: Db, query: SourceQuery): Promise<BillableContractList> {
  const q = query.q?.toLowerCase() ?? '';
  const items = await selectRows<BillableContractList['items'][number]>(
    db,
    sql`select ${contractColumns}
      from sales_contracts k join client_companies cc on cc.id = k.client_company_id
      where k.status <> 'bozza'
        and exists (select 1 from sales_contract_milestones m where m.contract_id = k.id and m.pre_invoice_id is null)
        and (${q} = '' or lower(k.number || ' ' || k.title || ' ' || cc.name) like ${containsPattern(q)})
      order by (select min(m.due_date) from sales_contract_milestones m
        where m.contract_id = k.id and m.pre_invoice_id is null), k.number
      limit ${PICK_LIMIT}`,
  );
  return { items };
}

/** Every milestone of a contract, with the pre-invoice that bills it, if any. */
export async function contractMilestones(db: Db, contractId: string): Promise<BillableMilestoneList> {
  const [contract] = await selectRows<BillableContractList['items'][number]>(
    db,
    sql`select ${contractColumns} from sales_contracts k join client_companies cc on cc.id = k.client_company_id
      where k.id = ${contractId}`,
  );
  if (!contract) throw notFound(PRE_INVOICE_MESSAGES.contractNotFound);
  const rows = await selectRows<{
    id: string;
    description: string;
    due_date: string;
    amount_cents: number | string | null;
    percent: number | string | null;
    pre_invoice_id: string | null;
    pre_invoice_number: string | null;
    pre_invoice_status: PreInvoiceStatus | null;
  }>(
    db,
    sql`select m.id::text as id, m.description, m.due_date::text as due_date, m.amount_cents, m.percent,
        p.id::text as pre_invoice_id, p.number as pre_invoice_number, p.status as pre_invoice_status
      from sales_contract_milestones m left join sales_pre_invoices p on p.id = m.pre_invoice_id
      where m.contract_id = ${contractId} order by m.due_date, m.position`,
  );
  return {
    contract,
    items: rows.map((row) => ({
      id: row.id,
      description: row.description,
      due_date: row.due_date,
      percent: row.percent === null ? null : Number(row.percent),
      amount_cents: milestoneAmount(row, contract.value_cents),
      pre_invoice:
        row.pre_invoice_id && row.pre_invoice_number && row.pre_invoice_status
          ? { id: row.pre_invoice_id, number: row.pre_invoice_number, status: row.pre_invoice_status }
          : null,
    })),
  };
}

/**
 * Time-and-materials projects with their client and the end of the last period billed; open ones first (a completed
 * project may still have its last hours to bill).
 */
export async function billableProjects(db: Db, query: SourceQuery): Promise<BillableProjectList> {
  const bridge = projectsBridge();
  if (!bridge) return { items: [] };
  const q = query.q?.toLowerCase() ?? '';
  const projects = (await bridge.find(db, {}))
    .filter(
      (p) =>
        !p.deleted &&
        p.billing_type === 'tempo_materiali' &&
        (q === '' || `${p.code} ${p.name}`.toLowerCase().includes(q)),
    )
    .sort((a, b) => Number(CLOSED.has(a.status)) - Number(CLOSED.has(b.status)))
    .slice(0, PICK_LIMIT);
  if (projects.length === 0) return { items: [] };
  const clientIds = [...new Set(projects.map((p) => p.client_company_id).filter((id): id is string => id !== null))];
  const [clients, billed] = await Promise.all([
    clientIds.length === 0
      ? []
      : selectRows<{ id: string; name: string }>(
          db,
          sql`select id::text as id, name from client_companies where id::text in (${sql.join(
            clientIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
    selectRows<{ project_id: string; billed_until: string }>(
      db,
      sql`select project_id::text as project_id, max(period_to)::text as billed_until from sales_pre_invoices
        where period_to is not null and project_id::text in (${sql.join(
          projects.map((p) => sql`${p.id}`),
          sql`, `,
        )}) group by project_id`,
    ),
  ]);
  const clientName = new Map(clients.map((c) => [c.id, c.name]));
  const billedUntil = new Map(billed.map((b) => [b.project_id, b.billed_until]));
  return {
    items: projects.map((p) => {
      const name = p.client_company_id ? clientName.get(p.client_company_id) : undefined;
      return {
        id: p.id,
        code: p.code,
        name: p.name,
        status: p.status,
        client: p.client_company_id && name ? { id: p.client_company_id, name } : null,
        billed_until: billedUntil.get(p.id) ?? null,
      };
    }),
  };
}

const CLOSED = new Set(['completato', 'annullato']);
