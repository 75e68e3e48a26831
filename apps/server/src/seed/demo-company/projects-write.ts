import { inArray } from 'drizzle-orm';
import { projectActivity, projectMembers, projects, projectTasks } from '@/modules/timesheet/tables';
import type { Db } from '@/platform/db/database';
import { ensureClientCompany } from '@/platform/org/client-company-lookup';
import type { Ids } from './people';
import { COMPANY_PROJECTS, EXTRA_MEMBERS } from './projects';

const DAY = 86_400_000;

/** The larger company's projects with their teams, tasks and creation in the activity log; more people on old ones. */
export async function seedCompanyProjects(db: Db, ids: Ids, today: string): Promise<void> {
  const base = Date.parse(`${today}T12:00:00Z`);
  const dateIn = (days: number) => new Date(base + days * DAY).toISOString().slice(0, 10);
  const id = (username: string) => ids.get(username)!;
  const clients = new Map<string, string>();
  for (const p of COMPANY_PROJECTS) if (p.client) clients.set(p.code, await ensureClientCompany(db, p.client));
  const created = await db
    .insert(projects)
    .values(
      COMPANY_PROJECTS.map((p) => ({
        code: p.code,
        name: p.name,
        client_company_id: clients.get(p.code) ?? null,
        description: p.description,
        status: p.status,
        start_date: dateIn(p.startInDays),
        end_date: dateIn(p.endInDays),
        manager_id: id(p.manager),
        budget_hours: p.budget_hours,
        budget_amount: p.budget_amount,
        billing_type: p.billing_type,
        hourly_rate: p.hourly_rate,
        tags: p.tags,
        color: p.color,
        created_by: id(p.manager),
      })),
    )
    .returning({ id: projects.id, code: projects.code });
  const projectId = new Map(created.map((p) => [p.code, p.id]));
  const existing = await db
    .select({ id: projects.id, code: projects.code })
    .from(projects)
    .where(inArray(projects.code, Object.keys(EXTRA_MEMBERS)));
  for (const p of existing) projectId.set(p.code, p.id);
  const teams = [
    ...COMPANY_PROJECTS.map((p) => [p.code, p.team] as const),
    ...Object.entries(EXTRA_MEMBERS).filter(([code]) => projectId.has(code)),
  ];
  await db.insert(projectMembers).values(
    teams.flatMap(([code, team]) =>
      team.map(([username, role, allocation]) => ({
        project_id: projectId.get(code)!,
        user_id: id(username),
        project_role: role,
        allocation_pct: allocation,
      })),
    ),
  );
  await db.insert(projectTasks).values(
    COMPANY_PROJECTS.flatMap((p) => {
      const positions = new Map<string, number>();
      return p.tasks.map(([title, status, priority, assignee, estimate, due]) => {
        const position = (positions.get(status) ?? 0) + 1024;
        positions.set(status, position);
        return {
          project_id: projectId.get(p.code)!,
          title,
          description: `Attività del progetto **${p.name}**.`,
          status,
          priority,
          assignee_id: assignee ? id(assignee) : null,
          estimate_hours: estimate,
          due_date: due === null ? null : dateIn(due),
          position,
          completed_at: status === 'completato' ? new Date(base + (due ?? 0) * DAY) : null,
          created_by: id(p.manager),
        };
      });
    }),
  );
  await db.insert(projectActivity).values(
    COMPANY_PROJECTS.map((p) => ({
      project_id: projectId.get(p.code)!,
      actor_id: id(p.manager),
      action: 'project.created',
      details: { code: p.code, name: p.name },
      created_at: new Date(base + p.startInDays * DAY),
    })),
  );
}
