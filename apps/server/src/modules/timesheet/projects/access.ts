import { holdsPermission, VIEW_MONEY } from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { notFound } from '@/platform/http/errors';

export const PROJECT_NOT_FOUND = 'Progetto non trovato';
export const TASK_NOT_FOUND = 'Task non trovato';

export const canViewAllProjects = (actor: Actor) => actor.permissions.has('view_all_projects');
export const canEditAnyProject = (actor: Actor) => actor.permissions.has('edit_project');
/**
 * Money — rates, costs, budgets in euros and the values derived from them — for view_all_invoices only (administrators
 * hold it): everyone else gets those fields left out, never zero (docs/timesheet.md, "Chi vede cosa").
 */
export const canSeeMoney = (actor: Actor) => holdsPermission(actor.permissions, VIEW_MONEY);

/**
 * The projects this actor may see, as a condition on the alias `p`: everything with view_all_projects,
 * otherwise the projects they manage or belong to. Deleted projects are left to the caller.
 */
export function visibleProjectSql(actor: Actor, alias = 'p'): SQL {
  if (canViewAllProjects(actor)) return sql`true`;
  const p = sql.raw(alias);
  return sql`(${p}.manager_id = ${actor.userId} or exists (
    select 1 from project_members vm where vm.project_id = ${p}.id and vm.user_id = ${actor.userId}))`;
}

/** What the actor may do on one project, read once per request. */
export interface ProjectGrant {
  id: string;
  code: string;
  name: string;
  status: string;
  manager_id: string | null;
  deleted: boolean;
  /** edit_project, or the project's manager: project fields and team. */
  canEdit: boolean;
  /** Editors and members: create, edit and move tasks. */
  canWork: boolean;
}

/**
 * Loads a project the actor may see, or throws 404 (never 403: a non-member must not learn it exists).
 * Deleted projects are found only by edit_project holders and only when `allowDeleted`.
 */
export async function projectGrant(
  db: Db,
  actor: Actor,
  projectId: string,
  options: { allowDeleted?: boolean } = {},
): Promise<ProjectGrant> {
  const [row] = await selectRows<{
    id: string;
    code: string;
    name: string;
    status: string;
    manager_id: string | null;
    deleted: boolean;
    is_member: boolean;
  }>(
    db,
    sql`select p.id, p.code, p.name, p.status, p.manager_id, p.deleted_at is not null as deleted,
          exists (select 1 from project_members m where m.project_id = p.id and m.user_id = ${actor.userId}) as is_member
        from projects p
        where p.id = ${projectId} and ${visibleProjectSql(actor)}`,
  );
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  if (row.deleted && !(options.allowDeleted && canEditAnyProject(actor))) throw notFound(PROJECT_NOT_FOUND);
  const canEdit = canEditAnyProject(actor) || row.manager_id === actor.userId;
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    status: row.status,
    manager_id: row.manager_id,
    deleted: row.deleted,
    canEdit,
    canWork: canEdit || row.is_member,
  };
}

/** Everyone who follows a project: its members and its manager. */
export async function projectFollowers(db: Db, projectId: string): Promise<string[]> {
  const rows = await selectRows<{ user_id: string }>(
    db,
    sql`select user_id from project_members where project_id = ${projectId}
        union select manager_id from projects where id = ${projectId} and manager_id is not null`,
  );
  return rows.map((r) => r.user_id);
}

export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export const projectPath = (projectId: string) => `/app/projects/${projectId}`;
export const taskPath = (projectId: string, taskId: string) => `/app/projects/${projectId}?tab=task&task=${taskId}`;
