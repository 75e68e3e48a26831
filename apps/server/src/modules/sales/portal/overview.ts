import { type ClientPortalOverview, OPEN_PROJECT_STATUSES, type ProjectStatus, todayInRome } from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { portalCompany } from './company';
import { companyProjects } from './projects';

/** `GET /api/client-portal/overview`: the client's company and what waits for it, counted in SQL. */
export async function portalOverview(db: Db, actor: Actor, now = new Date()): Promise<ClientPortalOverview> {
  const company = await portalCompany(db, actor);
  const [counts, projects] = await Promise.all([
    selectRows<Omit<ClientPortalOverview['counts'], 'active_projects'>>(
      db,
      sql`select
        (select count(*) from sales_proposals where client_company_id = ${company.id} and status = 'inviata'
          and valid_until >= ${todayInRome(now)})::int as proposals_to_decide,
        (select count(*) from sales_contracts where client_company_id = ${company.id}
          and status = 'attivo')::int as active_contracts,
        (select count(*) from sales_pre_invoices where client_company_id = ${company.id}
          and status in ('approvata', 'fatturata'))::int as pre_invoices,
        (select count(*) from sales_pre_invoices where client_company_id = ${company.id}
          and status = 'approvata')::int as pre_invoices_awaiting_invoice`,
    ),
    companyProjects(db, company.id),
  ]);
  return {
    company,
    counts: {
      ...counts[0]!,
      active_projects: projects.filter((p) => OPEN_PROJECT_STATUSES.includes(p.status as ProjectStatus)).length,
    },
  };
}
