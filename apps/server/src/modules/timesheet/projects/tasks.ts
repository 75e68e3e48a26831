import {
  MAX_TASKS_PER_PROJECT,
  TASK_LIMIT_MESSAGE,
  TASK_STATUS_LABELS,
  type Task,
  type TaskBulkUpdate,
  type TaskInput,
  type TaskListQuery,
  type TaskMove,
  type TaskStatus,
  type TaskUpdate,
} from '@portale/shared';
import { and, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { badRequest, conflict, forbidden, found, notFound } from '@/platform/http/errors';
import { notify } from '@/platform/notifications/notify';
import { projectTasks } from '../tables';
import { iso, type ProjectGrant, projectGrant, TASK_NOT_FOUND, taskPath } from './access';
import { logActivity } from './activity';

/** Room between neighbours in a column; a move takes the midpoint, so most moves rewrite one row. */
const GAP = 1024;
const NOT_A_WORKER = 'Solo i membri del progetto possono gestirne i task';

type TaskRow = Omit<Task, 'completed_at' | 'created_at' | 'updated_at'> & {
  completed_at: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
};

const taskSelect = sql`
  select t.id, t.project_id, t.title, t.description, t.assignee_id,
    case when u.id is null then null else u.first_name || ' ' || u.last_name end as assignee_name,
    t.status, t.priority, t.estimate_hours::float8 as estimate_hours, t.due_date::text as due_date, t.position,
    t.completed_at,
    coalesce((select sum(te.minutes)::float8 / 60 from time_entries te where te.task_id = t.id), 0) as logged_hours,
    t.created_at, t.updated_at
  from project_tasks t left join users u on u.id = t.assignee_id`;

export const toTask = ({ completed_at, created_at, updated_at, ...row }: TaskRow): Task => ({
  ...row,
  completed_at: iso(completed_at),
  created_at: iso(created_at)!,
  updated_at: iso(updated_at)!,
});

export async function selectTasks(db: Db, where: SQL, order = sql`t.position`): Promise<Task[]> {
  return (await selectRows<TaskRow>(db, sql`${taskSelect} where ${where} order by ${order}`)).map(toTask);
}

export async function listTasks(db: Db, actor: Actor, projectId: string, query: TaskListQuery): Promise<Task[]> {
  await projectGrant(db, actor, projectId, { allowDeleted: true });
  const filters: SQL[] = [sql`t.project_id = ${projectId}`, sql`t.deleted_at is null`];
  if (query.assignee === 'none') filters.push(sql`t.assignee_id is null`);
  else if (query.assignee) filters.push(sql`t.assignee_id = ${query.assignee}`);
  if (query.status) filters.push(sql`t.status = ${query.status}`);
  if (query.priority) filters.push(sql`t.priority = ${query.priority}`);
  if (query.q) {
    const like = containsPattern(query.q);
    filters.push(sql`(t.title ilike ${like} or t.description ilike ${like})`);
  }
  return selectTasks(
    db,
    sql.join(filters, sql` and `),
    sql`array_position(array['da_fare','in_corso','in_revisione','completato'], t.status), t.position, t.created_at`,
  );
}

async function getTaskRow(db: Db, taskId: string) {
  const [taskRow] = await db
    .select()
    .from(projectTasks)
    .where(and(eq(projectTasks.id, taskId), isNull(projectTasks.deleted_at)));
  const task = found(taskRow, TASK_NOT_FOUND);
  return task;
}

/** The task and what the actor may do on its project (404 when they may not see it). */
async function taskForWork(db: Db, actor: Actor, taskId: string) {
  const task = await getTaskRow(db, taskId);
  const grant = await projectGrant(db, actor, task.project_id).catch(() => {
    throw notFound(TASK_NOT_FOUND);
  });
  if (!grant.canWork) throw forbidden(NOT_A_WORKER);
  return { task, grant };
}

/** An assignee must be on the team (or be the project's manager). */
async function assertAssignable(db: Db, grant: ProjectGrant, assigneeId: string | null | undefined) {
  if (!assigneeId || assigneeId === grant.manager_id) return;
  const [member] = await selectRows<{ ok: number }>(
    db,
    sql`select 1 as ok from project_members m join users u on u.id = m.user_id
        where m.project_id = ${grant.id} and m.user_id = ${assigneeId} and u.status = 'active'`,
  );
  if (!member) {
    const message = 'L’assegnatario deve far parte del team del progetto';
    throw badRequest(message, { assignee_id: [message] });
  }
}

async function endOfColumn(db: Db, projectId: string, status: string): Promise<number> {
  const [row] = await selectRows<{ max: number | null }>(
    db,
    sql`select max(position) as max from project_tasks
        where project_id = ${projectId} and status = ${status} and deleted_at is null`,
  );
  return (row?.max ?? 0) + GAP;
}

async function notifyAssignee(db: Db, actor: Actor, grant: ProjectGrant, taskId: string, title: string, to: string) {
  if (to === actor.userId) return;
  await notify(db, [to], {
    type: 'task',
    title: `Nuovo task assegnato: ${title}`,
    message: `${grant.code} · ${grant.name} — assegnato da ${actor.name}`,
    link: taskPath(grant.id, taskId),
  });
}

async function taskById(db: Db, id: string): Promise<Task> {
  const [taskRow] = await selectTasks(db, sql`t.id = ${id}`);
  const task = found(taskRow, TASK_NOT_FOUND);
  return task;
}

export async function createTask(db: Db, actor: Actor, projectId: string, input: TaskInput): Promise<Task> {
  const grant = await projectGrant(db, actor, projectId);
  if (!grant.canWork) throw forbidden(NOT_A_WORKER);
  await assertAssignable(db, grant, input.assignee_id);
  const [held] = await selectRows<{ tasks: number }>(
    db,
    sql`select count(*)::int as tasks from project_tasks where project_id = ${projectId} and deleted_at is null`,
  );
  if ((held?.tasks ?? 0) >= MAX_TASKS_PER_PROJECT) throw conflict(TASK_LIMIT_MESSAGE);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projectTasks)
      .values({
        ...input,
        project_id: projectId,
        position: await endOfColumn(tx, projectId, input.status),
        completed_at: input.status === 'completato' ? sql`now()` : null,
        created_by: actor.userId,
      })
      .returning({ id: projectTasks.id });
    await logActivity(tx, actor, projectId, 'task.created', { task_id: row!.id, title: input.title });
    if (input.assignee_id) await notifyAssignee(tx, actor, grant, row!.id, input.title, input.assignee_id);
    return row!.id;
  });
  return taskById(db, id);
}

/** The activity entry of a status change: completions are worth their own line. */
async function logStatusChange(
  db: Db,
  actor: Actor,
  task: { id: string; project_id: string; title: string },
  from: string,
  to: string,
) {
  if (to === 'completato') {
    await logActivity(db, actor, task.project_id, 'task.completed', { task_id: task.id, title: task.title });
  } else {
    await logActivity(db, actor, task.project_id, 'task.moved', {
      task_id: task.id,
      title: task.title,
      from: TASK_STATUS_LABELS[from as TaskStatus] ?? from,
      to: TASK_STATUS_LABELS[to as TaskStatus] ?? to,
    });
  }
}

export async function updateTask(db: Db, actor: Actor, taskId: string, input: TaskUpdate): Promise<Task> {
  const { task, grant } = await taskForWork(db, actor, taskId);
  if (input.assignee_id !== undefined && input.assignee_id !== task.assignee_id) {
    await assertAssignable(db, grant, input.assignee_id);
  }
  const statusChanged = input.status !== undefined && input.status !== task.status;
  await db.transaction(async (tx) => {
    const changes = {
      ...input,
      ...(statusChanged
        ? {
            position: await endOfColumn(tx, task.project_id, input.status!),
            completed_at: input.status === 'completato' ? sql`now()` : null,
          }
        : {}),
    };
    // A body with none of the task's fields changes nothing (an UPDATE with no column would fail).
    if (Object.keys(changes).length > 0) await tx.update(projectTasks).set(changes).where(eq(projectTasks.id, taskId));
    const title = input.title ?? task.title;
    if (statusChanged) await logStatusChange(tx, actor, { ...task, title }, task.status, input.status!);
    const fields = Object.keys(input).filter(
      (k) =>
        k !== 'status' &&
        input[k as keyof TaskUpdate] !== undefined &&
        input[k as keyof TaskUpdate] !== task[k as keyof typeof task],
    );
    if (fields.length)
      await logActivity(tx, actor, task.project_id, 'task.updated', { task_id: taskId, title, fields });
    if (input.assignee_id && input.assignee_id !== task.assignee_id) {
      await notifyAssignee(tx, actor, grant, taskId, title, input.assignee_id);
    }
  });
  return taskById(db, taskId);
}

export async function deleteTask(db: Db, actor: Actor, taskId: string): Promise<void> {
  const { task, grant } = await taskForWork(db, actor, taskId);
  if (!grant.canEdit && task.created_by !== actor.userId) {
    throw forbidden('Solo chi ha creato il task o il responsabile del progetto può eliminarlo');
  }
  await db.transaction(async (tx) => {
    await tx.update(projectTasks).set({ deleted_at: sql`now()` }).where(eq(projectTasks.id, taskId));
    await logActivity(tx, actor, task.project_id, 'task.deleted', { task_id: taskId, title: task.title });
  });
}

/** Kanban: moves a task to a column and a place in it; renumbers the column only when the gap runs out. */
export async function moveTask(db: Db, actor: Actor, taskId: string, move: TaskMove): Promise<Task> {
  const { task } = await taskForWork(db, actor, taskId);
  const column = await db
    .select({ id: projectTasks.id, position: projectTasks.position })
    .from(projectTasks)
    .where(
      and(
        eq(projectTasks.project_id, task.project_id),
        eq(projectTasks.status, move.status),
        isNull(projectTasks.deleted_at),
        sql`${projectTasks.id} <> ${taskId}`,
      ),
    )
    .orderBy(projectTasks.position, projectTasks.created_at);
  let index = column.length;
  const anchor = move.before_id ?? move.after_id;
  if (anchor) {
    const at = column.findIndex((c) => c.id === anchor);
    if (at < 0) throw badRequest('Il task di riferimento non è in quella colonna');
    index = move.before_id ? at : at + 1;
  } else if (move.position !== undefined) {
    index = Math.min(move.position, column.length);
  }
  const previous = column[index - 1]?.position;
  const next = column[index]?.position;
  let position =
    previous === undefined && next === undefined
      ? GAP
      : previous === undefined
        ? next! - GAP
        : next === undefined
          ? previous + GAP
          : (previous + next) / 2;
  const crowded = previous !== undefined && next !== undefined && next - previous < 1e-6;

  await db.transaction(async (tx) => {
    if (crowded) {
      const ordered = [...column.slice(0, index).map((c) => c.id), taskId, ...column.slice(index).map((c) => c.id)];
      for (const [i, id] of ordered.entries()) {
        await tx
          .update(projectTasks)
          .set({ position: (i + 1) * GAP })
          .where(eq(projectTasks.id, id));
      }
      position = (index + 1) * GAP;
    }
    const statusChanged = move.status !== task.status;
    await tx
      .update(projectTasks)
      .set({
        status: move.status,
        position,
        ...(statusChanged ? { completed_at: move.status === 'completato' ? sql`now()` : null } : {}),
      })
      .where(eq(projectTasks.id, taskId));
    if (statusChanged) await logStatusChange(tx, actor, task, task.status, move.status);
  });
  return taskById(db, taskId);
}

/** Changes status, assignee, priority or due date of many tasks of one project at once. */
export async function bulkUpdateTasks(
  db: Db,
  actor: Actor,
  projectId: string,
  input: TaskBulkUpdate,
): Promise<{ updated: number }> {
  const grant = await projectGrant(db, actor, projectId);
  if (!grant.canWork) throw forbidden(NOT_A_WORKER);
  const ids = [...new Set(input.ids)];
  const tasks = await db
    .select()
    .from(projectTasks)
    .where(and(inArray(projectTasks.id, ids), eq(projectTasks.project_id, projectId), isNull(projectTasks.deleted_at)));
  if (tasks.length !== ids.length) throw badRequest('Alcuni task non appartengono a questo progetto');
  const { changes } = input;
  if (changes.assignee_id !== undefined) await assertAssignable(db, grant, changes.assignee_id);
  await db.transaction(async (tx) => {
    for (const task of tasks) {
      const statusChanged = changes.status !== undefined && changes.status !== task.status;
      await tx
        .update(projectTasks)
        .set({
          ...changes,
          ...(statusChanged
            ? {
                position: await endOfColumn(tx, projectId, changes.status!),
                completed_at: changes.status === 'completato' ? sql`now()` : null,
              }
            : {}),
        })
        .where(eq(projectTasks.id, task.id));
    }
    await logActivity(tx, actor, projectId, 'tasks.bulk_updated', {
      count: tasks.length,
      fields: Object.keys(changes).filter((k) => changes[k as keyof typeof changes] !== undefined),
      ...(changes.status ? { to: TASK_STATUS_LABELS[changes.status] } : {}),
    });
    const reassigned = tasks.filter((t) => changes.assignee_id && t.assignee_id !== changes.assignee_id);
    if (changes.assignee_id && reassigned.length && changes.assignee_id !== actor.userId) {
      await notify(tx, [changes.assignee_id], {
        type: 'task',
        title:
          reassigned.length === 1
            ? `Nuovo task assegnato: ${reassigned[0]!.title}`
            : `${reassigned.length} task assegnati a te in ${grant.code}`,
        message: `${grant.code} · ${grant.name} — assegnati da ${actor.name}`,
        link: reassigned.length === 1 ? taskPath(projectId, reassigned[0]!.id) : `/app/projects/${projectId}?tab=task`,
      });
    }
  });
  return { updated: tasks.length };
}
