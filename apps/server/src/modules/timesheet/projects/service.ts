import {
  type Pagination,
  PROJECT_STATUS_LABELS,
  type Project,
  type ProjectFilterOptions,
  type ProjectInput,
  type ProjectListQuery,
  type ProjectPerson,
  type ProjectStatus,
  type ProjectUpdate,
  paginationOf,
} from '@portale/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import { changes, unchanged } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { badRequest, conflict, forbidden, found } from '@/platform/http/errors';
import { notify } from '@/platform/notifications/notify';
import { linkableClientCompany } from '@/platform/org/client-company-lookup';
import { projects } from '../tables';
import {
  canEditAnyProject,
  canSeeMoney,
  iso,
  PROJECT_NOT_FOUND,
  projectFollowers,
  projectGrant,
  projectPath,
  visibleProjectSql,
} from './access';
import { logActivity } from './activity';

type ProjectRow = Omit<Project, 'client' | 'can_edit' | 'can_work' | 'deleted_at' | 'created_at' | 'updated_at'> & {
  client_id: string | null;
  client_name: string | null;
  is_member: boolean;
  deleted_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

/** Every column of `Project`, with its aggregates, for the alias `p`. */
const projectColumns = (actor: Actor) => sql`
  p.id, p.code, p.name, p.client_company_id::text as client_id, cc.name as client_name, p.description, p.status,
  p.start_date::text as start_date, p.end_date::text as end_date, p.manager_id,
  case when mu.id is null then null else mu.first_name || ' ' || mu.last_name end as manager_name,
  p.budget_hours::float8 as budget_hours, p.budget_amount::float8 as budget_amount, p.billing_type,
  p.hourly_rate::float8 as hourly_rate, p.tags, p.color,
  (select count(*)::int from project_members pm where pm.project_id = p.id) as members_count,
  coalesce(tk.total, 0) as tasks_total, coalesce(tk.done, 0) as tasks_done,
  coalesce((select sum(te.minutes)::float8 / 60 from time_entries te where te.project_id = p.id), 0) as hours_logged,
  exists (select 1 from project_members me where me.project_id = p.id and me.user_id = ${actor.userId}) as is_member,
  p.deleted_at, p.created_at, p.updated_at`;

const projectFrom = sql`
  from projects p
  left join client_companies cc on cc.id = p.client_company_id
  left join users mu on mu.id = p.manager_id
  left join lateral (
    select count(*)::int as total, (count(*) filter (where t.status = 'completato'))::int as done
    from project_tasks t where t.project_id = p.id and t.deleted_at is null
  ) tk on true`;

function toProject(
  actor: Actor,
  {
    is_member,
    deleted_at,
    created_at,
    updated_at,
    hourly_rate,
    budget_amount,
    client_id,
    client_name,
    ...row
  }: ProjectRow,
): Project {
  const canEdit = canEditAnyProject(actor) || row.manager_id === actor.userId;
  return {
    ...row,
    client: client_id === null ? null : { id: client_id, name: client_name ?? '' },
    // Money is for view_all_invoices only (docs/timesheet.md, "Chi vede cosa").
    ...(canSeeMoney(actor) ? { hourly_rate, budget_amount } : {}),
    progress_pct: row.tasks_total ? Math.round((row.tasks_done / row.tasks_total) * 100) : 0,
    hours_logged: Math.round(row.hours_logged * 100) / 100,
    can_edit: canEdit,
    can_work: canEdit || is_member,
    deleted_at: iso(deleted_at),
    created_at: iso(created_at)!,
    updated_at: iso(updated_at)!,
  };
}

const SORT_COLUMNS: Record<string, string> = {
  code: 'p.code',
  name: 'lower(p.name)',
  // Internal projects (no client) last in both directions.
  client: "nullif(lower(p.client_name), '')",
  status: "array_position(array['pianificazione','attivo','in_pausa','completato','annullato'], p.status)",
  start_date: 'p.start_date',
  end_date: 'p.end_date',
  updated_at: 'p.updated_at',
};

function orderOf(sort: string): SQL {
  const descending = sort.startsWith('-');
  const column = SORT_COLUMNS[sort.replace(/^-/, '')] ?? SORT_COLUMNS.code!;
  // Projects without dates go last whichever the direction; the code keeps pages stable.
  return sql.raw(`${column} ${descending ? 'desc' : 'asc'} nulls last, p.code asc`);
}

export async function listProjects(
  db: Db,
  actor: Actor,
  query: ProjectListQuery,
): Promise<{ items: Project[]; pagination: Pagination }> {
  const filters: SQL[] = [visibleProjectSql(actor)];
  if (!(query.include_deleted && canEditAnyProject(actor))) filters.push(sql`p.deleted_at is null`);
  if (query.status) filters.push(sql`p.status = ${query.status}`);
  if (query.manager_id) filters.push(sql`p.manager_id = ${query.manager_id}`);
  if (query.client_id === 'none') filters.push(sql`p.client_company_id is null`);
  else if (query.client_id) filters.push(sql`p.client_company_id = ${query.client_id}`);
  if (query.tag) filters.push(sql`${query.tag} = any(p.tags)`);
  if (query.search) {
    const like = containsPattern(query.search);
    filters.push(sql`(p.code ilike ${like} or p.name ilike ${like} or p.client_name ilike ${like}
      or ${query.search} ilike any(p.tags))`);
  }
  const where = sql.join(filters, sql` and `);
  const [total] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from projects p where ${where}`);
  const rows = await selectRows<ProjectRow>(
    db,
    sql`select ${projectColumns(actor)} ${projectFrom} where ${where} order by ${orderOf(query.sort)}
        limit ${query.per_page} offset ${(query.page - 1) * query.per_page}`,
  );
  return {
    items: rows.map((row) => toProject(actor, row)),
    pagination: paginationOf(query.page, query.per_page, total?.n ?? 0),
  };
}

export async function getProject(db: Db, actor: Actor, id: string): Promise<Project> {
  await projectGrant(db, actor, id, { allowDeleted: true });
  const [rowRow] = await selectRows<ProjectRow>(
    db,
    sql`select ${projectColumns(actor)} ${projectFrom} where p.id = ${id}`,
  );
  const row = found(rowRow, PROJECT_NOT_FOUND);
  return toProject(actor, row);
}

/** Clients, tags and managers of the projects this actor sees, for the list's filters. */
export async function projectFilterOptions(db: Db, actor: Actor): Promise<ProjectFilterOptions> {
  const visible = sql`${visibleProjectSql(actor)} and p.deleted_at is null`;
  const clients = await selectRows<{ id: string; name: string }>(
    db,
    sql`select cc.id::text as id, cc.name from client_companies cc
        where exists (select 1 from projects p where p.client_company_id = cc.id and ${visible})
        order by lower(cc.name), cc.id`,
  );
  const tags = await selectRows<{ v: string }>(
    db,
    sql`select distinct unnest(p.tags) as v from projects p where ${visible} order by 1`,
  );
  const managers = await selectRows<{ id: string; name: string }>(
    db,
    sql`select distinct u.id, u.first_name || ' ' || u.last_name as name
        from projects p join users u on u.id = p.manager_id where ${visible} order by 2`,
  );
  return { clients, tags: tags.map((r) => r.v), managers };
}

/** Active users, for the manager and team pickers. */
export async function listProjectPeople(db: Db, _actor: Actor): Promise<ProjectPerson[]> {
  return selectRows<ProjectPerson>(
    db,
    sql`select id, first_name || ' ' || last_name as name, email from users
        where status = 'active' and role <> 'client' order by last_name, first_name`,
  );
}

async function assertCodeFree(db: Db, code: string, id: string | null) {
  const [same] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(sql`lower(${projects.code})`, code.toLowerCase()));
  if (same && same.id !== id) {
    throw conflict('Esiste già un progetto con questo codice (anche tra gli eliminati)', {
      code: ['Codice già in uso'],
    });
  }
}

/** The people of a project must be active accounts. */
export async function assertActiveUsers(db: Db, ids: readonly string[], field: string, message: string) {
  if (ids.length === 0) return;
  const rows = await selectRows<{ id: string }>(
    db,
    sql`select id from users where status = 'active' and id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  if (rows.length !== new Set(ids).size) throw badRequest(message, { [field]: [message] });
}

const normaliseTags = (tags: readonly string[]) => [...new Set(tags.map((t) => t.trim()).filter(Boolean))];

/** A new project as stored: the client as its company (its name follows by trigger, migration 0023). */
export type NewProject = Omit<ProjectInput, 'client_id'> & { client_company_id: string | null };

export async function createProject(db: Db, actor: Actor, input: ProjectInput): Promise<Project> {
  const { client_id, ...fields } = input;
  // Who may not see money cannot set it blind either (docs/timesheet.md, "Chi vede cosa").
  const money = canSeeMoney(actor) ? {} : { hourly_rate: null, budget_amount: null };
  const id = await insertProject(db, actor, { ...fields, ...money, client_company_id: client_id });
  return getProject(db, actor, id);
}

/**
 * Checks and inserts a project with its activity, audit row and the manager's notification; answers its id. The
 * sales bridge comes in here too, with the price and rate of the proposal it turns into a project.
 */
export async function insertProject(db: Db, actor: Actor, input: NewProject): Promise<string> {
  await assertCodeFree(db, input.code, null);
  if (input.client_company_id) await linkableClientCompany(db, input.client_company_id, 'client_id');
  if (input.manager_id) {
    await assertActiveUsers(db, [input.manager_id], 'manager_id', 'Il responsabile deve essere un utente attivo');
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({ ...input, tags: normaliseTags(input.tags), created_by: actor.userId })
      .returning({ id: projects.id });
    await logActivity(tx, actor, row!.id, 'project.created', { code: input.code, name: input.name });
    await audit(tx, actor, {
      action: 'project.created',
      targetType: 'project',
      targetId: row!.id,
      details: { code: input.code },
    });
    if (input.manager_id && input.manager_id !== actor.userId) {
      await notify(tx, [input.manager_id], {
        type: 'project',
        title: `Sei responsabile del progetto ${input.code}`,
        message: input.name,
        link: projectPath(row!.id),
      });
    }
    return row!.id;
  });
}

const FIELD_LABELS: Record<string, string> = {
  code: 'codice',
  name: 'nome',
  client_company_id: 'cliente',
  description: 'descrizione',
  start_date: 'data di inizio',
  end_date: 'data di fine',
  manager_id: 'responsabile',
  budget_hours: 'budget ore',
  budget_amount: 'budget',
  billing_type: 'fatturazione',
  hourly_rate: 'tariffa oraria',
  tags: 'etichette',
  color: 'colore',
};

export async function updateProject(db: Db, actor: Actor, id: string, input: ProjectUpdate): Promise<Project> {
  const grant = await projectGrant(db, actor, id);
  if (!grant.canEdit) throw forbidden('Solo il responsabile del progetto o chi gestisce i progetti può modificarlo');
  const [beforeRow] = await db.select().from(projects).where(eq(projects.id, id));
  const before = found(beforeRow, PROJECT_NOT_FOUND);
  if (input.code !== undefined) await assertCodeFree(db, input.code, id);
  const start = input.start_date !== undefined ? input.start_date : before.start_date;
  const end = input.end_date !== undefined ? input.end_date : before.end_date;
  if (start && end && end < start) {
    throw badRequest('La data di fine non può precedere quella di inizio', {
      end_date: ['La data di fine non può precedere quella di inizio'],
    });
  }
  if (input.manager_id) {
    await assertActiveUsers(db, [input.manager_id], 'manager_id', 'Il responsabile deve essere un utente attivo');
  }
  const { hourly_rate, budget_amount, client_id, ...rest } = input;
  if (client_id && client_id !== before.client_company_id) await linkableClientCompany(db, client_id, 'client_id');
  // Who may not see money cannot set it blind either (docs/timesheet.md, "Chi vede cosa"): it is left as it was.
  const money = canSeeMoney(actor)
    ? { ...(hourly_rate !== undefined && { hourly_rate }), ...(budget_amount !== undefined && { budget_amount }) }
    : {};
  const values = {
    ...rest,
    ...money,
    ...(client_id !== undefined && { client_company_id: client_id }),
    ...(input.tags && { tags: normaliseTags(input.tags) }),
  };
  const diff = changes(before, values as Partial<typeof before>);
  const changed = Object.keys(diff);
  await db.transaction(async (t) => {
    await t
      .update(projects)
      // updated_at also keeps an update with no known field from being an empty SET.
      .set({ ...values, updated_at: sql`now()` })
      .where(eq(projects.id, id));
    const fields = changed.filter((key) => key !== 'status');
    if (fields.length) {
      await logActivity(t, actor, id, 'project.updated', { fields: fields.map((f) => FIELD_LABELS[f] ?? f) });
    }
    if (input.status && input.status !== before.status) {
      await logActivity(t, actor, id, 'project.status_changed', { from: before.status, to: input.status });
      const followers = (await projectFollowers(t, id)).filter((u) => u !== actor.userId);
      await notify(t, followers, {
        type: 'project',
        title: `Progetto ${values.code ?? before.code}: ${PROJECT_STATUS_LABELS[input.status as ProjectStatus]}`,
        message: `${actor.name} ha cambiato lo stato da «${PROJECT_STATUS_LABELS[before.status as ProjectStatus]}» a «${PROJECT_STATUS_LABELS[input.status as ProjectStatus]}»`,
        link: projectPath(id),
      });
    }
    if (input.manager_id && input.manager_id !== before.manager_id && input.manager_id !== actor.userId) {
      await notify(t, [input.manager_id], {
        type: 'project',
        title: `Sei responsabile del progetto ${values.code ?? before.code}`,
        message: values.name ?? before.name,
        link: projectPath(id),
      });
    }
    if (!unchanged(diff)) {
      await audit(t, actor, {
        action: 'project.updated',
        targetType: 'project',
        targetId: id,
        details: { code: before.code, changes: diff },
      });
    }
  });
  return getProject(db, actor, id);
}

export async function deleteProject(db: Db, actor: Actor, id: string): Promise<void> {
  const grant = await projectGrant(db, actor, id);
  await db.transaction(async (tx) => {
    await tx
      .update(projects)
      .set({ deleted_at: sql`now()` })
      .where(and(eq(projects.id, id)));
    await logActivity(tx, actor, id, 'project.deleted');
    await audit(tx, actor, {
      action: 'project.deleted',
      targetType: 'project',
      targetId: id,
      details: { code: grant.code },
    });
  });
}

export async function restoreProject(db: Db, actor: Actor, id: string): Promise<Project> {
  const grant = await projectGrant(db, actor, id, { allowDeleted: true });
  if (!grant.deleted) throw conflict('Il progetto non è eliminato');
  await db.transaction(async (tx) => {
    await tx.update(projects).set({ deleted_at: null }).where(eq(projects.id, id));
    await logActivity(tx, actor, id, 'project.restored');
    await audit(tx, actor, {
      action: 'project.restored',
      targetType: 'project',
      targetId: id,
      details: { code: grant.code },
    });
  });
  return getProject(db, actor, id);
}
