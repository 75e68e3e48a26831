import {
  type ClientPortalProject,
  type ClientPortalProjectList,
  OPEN_PROJECT_STATUSES,
  type ProjectStatus,
} from '@portale/shared';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { type ProjectRef, projectsBridge } from '@/platform/org/projects-bridge';
import { idList, portalCompany } from './company';
import { milestoneStatus, portalMilestones } from './milestones';

// The client's projects (docs/sales.md, "Client portal"): status, dates and the billing milestones of the contracts
// they deliver. Read through the projects bridge (the sales module does not import the projects module); never a
// deleted project, never costs, rates, hours, budgets, team or tasks.

const isOpen = (status: string) => OPEN_PROJECT_STATUSES.includes(status as ProjectStatus);

/** The company's projects that are not deleted: what the portal may show of the projects module. */
export async function companyProjects(db: Db, companyId: string): Promise<ProjectRef[]> {
  const bridge = projectsBridge();
  if (!bridge) return [];
  const projects = await bridge.find(db, { clientCompanyId: companyId });
  return projects.filter((project) => !project.deleted && project.client_company_id === companyId);
}

export async function listPortalProjects(db: Db, actor: Actor): Promise<ClientPortalProjectList> {
  const company = await portalCompany(db, actor);
  const projects = await companyProjects(db, company.id);
  if (projects.length === 0) return { items: [] };
  const milestones = await portalMilestones(db, company.id, { projects: idList(projects.map((p) => p.id)) });
  const items = projects.map(
    (project): ClientPortalProject => ({
      id: project.id,
      code: project.code,
      name: project.name,
      status: project.status as ProjectStatus,
      start_date: project.start_date,
      end_date: project.end_date,
      milestones: milestones
        .filter((row) => row.project_id === project.id)
        .map((row) => ({
          id: row.id,
          description: row.description,
          due_date: row.due_date,
          status: milestoneStatus(row),
          contract: { id: row.contract_id, number: row.contract_number },
        })),
    }),
  );
  // Open projects first, then by code (the bridge's order).
  items.sort((a, b) => Number(isOpen(b.status)) - Number(isOpen(a.status)));
  return { items };
}
