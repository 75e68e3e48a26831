import {
  type ClientPortalContract,
  type ClientPortalContractList,
  type ClientPortalContractListItem,
  type FeePeriod,
  type ProjectStatus,
  portalNoticeDeadline,
  portalRenewalTerms,
  type SalesContractStatus,
  type SalesContractType,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { found } from '@/platform/http/errors';
import { idList, portalCompany } from './company';
import { PORTAL_MESSAGES } from './messages';
import { portalMilestones, toContractMilestone } from './milestones';
import { companyProjects } from './projects';

// The client's contracts (docs/sales.md, "Client portal"): past the draft only, with their value and milestone
// amounts (the client's own prices), renewal and notice in words; never the internal notes nor the owner's
// internals — the owner shows as the colleague to ask, by name and e-mail.

interface ContractRow {
  id: string;
  number: string;
  title: string;
  type: SalesContractType;
  status: SalesContractStatus;
  signed_on: string | null;
  start_date: string;
  end_date: string | null;
  terminated_on: string | null;
  value_cents: number | null;
  fee_period: FeePeriod | null;
  auto_renew: boolean;
  renewal_months: number | null;
  notice_days: number | null;
  proposal_id: string | null;
  proposal_number: string | null;
  owner_name: string | null;
  owner_email: string | null;
}

/** The company's contracts past the draft; `where` narrows them (alias `c`). */
function contractRows(db: Db, companyId: string, where: SQL = sql`true`): Promise<ContractRow[]> {
  return selectRows<ContractRow>(
    db,
    sql`select c.id::text as id, c.number, c.title, c.type, c.status, c.signed_on::text as signed_on,
        c.start_date::text as start_date, c.end_date::text as end_date, c.terminated_on::text as terminated_on,
        c.value_cents::float8 as value_cents, c.fee_period, c.auto_renew, c.renewal_months, c.notice_days,
        p.id::text as proposal_id, p.number as proposal_number,
        case when u.status = 'active' then trim(u.first_name || ' ' || u.last_name) end as owner_name,
        case when u.status = 'active' then u.email end as owner_email
      from sales_contracts c
      left join sales_proposals p on p.id = c.proposal_id and p.client_company_id = c.client_company_id
        and p.status <> 'bozza'
      left join users u on u.id = c.owner_id and u.role <> 'client'
      where c.client_company_id = ${companyId} and c.status <> 'bozza' and ${where}
      order by (c.status = 'attivo') desc, c.start_date desc, c.year desc, c.seq desc`,
  );
}

function toListItem(row: ContractRow): Omit<ClientPortalContractListItem, 'next_milestone'> {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    type: row.type,
    status: row.status,
    signed_on: row.signed_on,
    start_date: row.start_date,
    end_date: row.end_date,
    terminated_on: row.terminated_on,
    value_cents: row.value_cents,
    fee_period: row.fee_period,
    auto_renew: row.auto_renew,
    renewal_months: row.renewal_months,
    notice_days: row.notice_days,
    notice_deadline: portalNoticeDeadline(row),
    renewal_terms: portalRenewalTerms(row),
  };
}

export async function listPortalContracts(db: Db, actor: Actor): Promise<ClientPortalContractList> {
  const company = await portalCompany(db, actor);
  const rows = await contractRows(db, company.id);
  if (rows.length === 0) return { items: [] };
  const milestones = (await portalMilestones(db, company.id, { contracts: idList(rows.map((r) => r.id)) })).map(
    (row) => ({ contractId: row.contract_id, milestone: toContractMilestone(row) }),
  );
  return {
    items: rows.map((row) => ({
      ...toListItem(row),
      next_milestone:
        milestones.find((m) => m.contractId === row.id && m.milestone.status !== 'fatturata')?.milestone ?? null,
    })),
  };
}

export async function getPortalContract(db: Db, actor: Actor, id: string): Promise<ClientPortalContract> {
  const company = await portalCompany(db, actor);
  const [row] = await contractRows(db, company.id, sql`c.id = ${id}`);
  const contract = found(row, PORTAL_MESSAGES.contractNotFound);
  const [milestoneRows, links, projects] = await Promise.all([
    portalMilestones(db, company.id, { contracts: idList([contract.id]) }),
    selectRows<{ project_id: string }>(
      db,
      sql`select project_id::text as project_id from sales_contract_projects where contract_id = ${contract.id}`,
    ),
    companyProjects(db, company.id),
  ]);
  const linked = new Set(links.map((link) => link.project_id));
  const milestones = milestoneRows.map(toContractMilestone);
  return {
    ...toListItem(contract),
    next_milestone: milestones.find((m) => m.status !== 'fatturata') ?? null,
    milestones,
    projects: projects
      .filter((project) => linked.has(project.id))
      .map((project) => ({
        id: project.id,
        code: project.code,
        name: project.name,
        status: project.status as ProjectStatus,
      })),
    proposal:
      contract.proposal_id && contract.proposal_number
        ? { id: contract.proposal_id, number: contract.proposal_number }
        : null,
    referent: contract.owner_name ? { name: contract.owner_name, email: contract.owner_email } : null,
  };
}
