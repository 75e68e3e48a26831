import type { TimesheetWeekSave as TimesheetWeekSaveSchema } from '@portale/shared';
import {
  datesOfWeek,
  formatDayMonth,
  MAX_DAY_MINUTES,
  shiftIsoDate,
  type TimesheetRow,
  type TimesheetWeek,
  type TimesheetWeekStatus,
} from '@portale/shared';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { badRequest, conflict, forbidden } from '@/platform/http/errors';
import { timeEntries, timesheetWeeks } from '../tables';
import { isAdmin, mayDecideFor } from './approvers';
import { readSaveContext, readWeek } from './week-read';

type SaveInput = z.output<typeof TimesheetWeekSaveSchema>;

/** Throws 409 unless the week can still be changed by its owner. */
export function assertEditable(state: { status: TimesheetWeekStatus }): void {
  if (state.status === 'approvato')
    throw conflict('La settimana è approvata e bloccata: chiedi a un amministratore di riaprirla');
  if (state.status === 'inviato')
    throw conflict('La settimana è in approvazione: non è modificabile finché non viene approvata o rifiutata');
}

interface StoredEntry {
  project_id: string;
  task_id: string | null;
  work_date: string;
  minutes: number;
  note: string;
}

const rowKey = (projectId: string, taskId: string | null) => `${projectId}/${taskId ?? ''}`;

/** The week as the grid shows it. `ownerId` other than the actor: an approver's read-only view. */
export async function getWeek(db: Db, actor: Actor, weekStart: string, ownerId = actor.userId): Promise<TimesheetWeek> {
  const own = ownerId === actor.userId;
  const approver = !own && (await mayDecideFor(db, actor, ownerId));
  if (!own && !approver) throw forbidden('Non puoi vedere il timesheet di questa persona');
  const dates = datesOfWeek(weekStart);
  const { state, days, entries, available, ownerName, decidedByName } = await readWeek(db, ownerId, weekStart, own);
  const rowsByKey = new Map<string, TimesheetRow>();
  for (const entry of entries) {
    const key = rowKey(entry.project_id, entry.task_id);
    let row = rowsByKey.get(key);
    if (!row) {
      row = {
        project: entry.project,
        task: entry.task,
        cells: dates.map((date) => ({ date, minutes: 0, note: '' })),
        total_minutes: 0,
      };
      rowsByKey.set(key, row);
    }
    const cell = row.cells[dates.indexOf(entry.work_date)]!;
    cell.minutes = entry.minutes;
    cell.note = entry.note;
    row.total_minutes += entry.minutes;
  }
  const rows = [...rowsByKey.values()].sort(
    (a, b) => a.project.code.localeCompare(b.project.code) || (a.task?.title ?? '').localeCompare(b.task?.title ?? ''),
  );
  const dayTotals = dates.map((date) => entries.filter((e) => e.work_date === date).reduce((s, e) => s + e.minutes, 0));
  const locked = state.status === 'approvato';
  return {
    user: { id: ownerId, name: ownerName },
    week_start: weekStart,
    week_end: dates[6]!,
    status: state.status,
    locked,
    editable: own && (state.status === 'bozza' || state.status === 'rifiutato'),
    can_decide: approver && state.status === 'inviato',
    can_reopen: locked && isAdmin(actor),
    submitted_at: state.submitted_at?.toISOString() ?? null,
    decided_at: state.decided_at?.toISOString() ?? null,
    decided_by: state.decided_by ? { id: state.decided_by, name: decidedByName } : null,
    comment: state.comment,
    days,
    rows,
    totals: {
      days: dayTotals,
      week: dayTotals.reduce((s, m) => s + m, 0),
      expected: Math.round(days.reduce((s, d) => s + d.hours, 0) * 60),
      leave: Math.round(days.reduce((s, d) => s + d.leave.reduce((x, l) => x + l.hours, 0), 0) * 60),
    },
    available_projects: available,
  };
}

/** Replaces the owner's cells of the week with `input` (draft or rejected weeks only). */
export async function saveWeek(db: Db, actor: Actor, weekStart: string, input: SaveInput): Promise<void> {
  const userId = actor.userId;
  const dates = datesOfWeek(weekStart);
  const projectIds = [...new Set(input.rows.map((r) => r.project_id))];
  const taskIds = [...new Set(input.rows.flatMap((r) => (r.task_id ? [r.task_id] : [])))];
  const {
    status,
    stored,
    allowed: allowedIds,
    known,
    tasks,
  } = await readSaveContext(db, userId, weekStart, projectIds, taskIds);
  assertEditable({ status });

  const seenRows = new Set<string>();
  const dayTotals = new Map<string, number>();
  const cells: StoredEntry[] = [];
  for (const row of input.rows) {
    const project = known.find((p) => p.id === row.project_id);
    if (!project) throw badRequest('Progetto non trovato');
    const label = `${project.code} ${project.name}`;
    const key = rowKey(row.project_id, row.task_id);
    if (seenRows.has(key)) throw badRequest(`Il progetto ${label} compare due volte con la stessa attività`);
    seenRows.add(key);
    if (row.task_id) {
      const task = tasks.find((t) => t.id === row.task_id);
      if (!task || task.project_id !== row.project_id || task.deleted)
        throw badRequest(`L'attività indicata non appartiene al progetto ${label}`);
    }
    const seenDates = new Set<string>();
    for (const cell of row.cells) {
      if (!dates.includes(cell.date))
        throw badRequest(`Il giorno ${formatDayMonth(cell.date)} non appartiene a questa settimana`);
      if (seenDates.has(cell.date)) throw badRequest(`Il giorno ${formatDayMonth(cell.date)} compare due volte`);
      seenDates.add(cell.date);
      if (cell.minutes === 0) continue;
      dayTotals.set(cell.date, (dayTotals.get(cell.date) ?? 0) + cell.minutes);
      cells.push({
        project_id: row.project_id,
        task_id: row.task_id,
        work_date: cell.date,
        minutes: cell.minutes,
        note: cell.note,
      });
    }
  }
  for (const [date, minutes] of dayTotals)
    if (minutes > MAX_DAY_MINUTES) throw badRequest(`Il giorno ${formatDayMonth(date)} supera le 24 ore`);

  // Only active projects one is a member of take new hours; cells already stored on a project one has since
  // left (or that was closed) may stay as they are, so an old week can still be saved.
  const allowed = new Set(allowedIds);
  const signature = (list: StoredEntry[], projectId: string) =>
    list
      .filter((e) => e.project_id === projectId)
      .map((e) => `${e.task_id}|${e.work_date}|${e.minutes}|${e.note}`)
      .sort()
      .join(';');
  for (const project of known) {
    if (allowed.has(project.id)) continue;
    if (signature(cells, project.id) !== signature(stored, project.id))
      throw badRequest(`Non fai parte del progetto ${project.code} ${project.name} o il progetto non è attivo`);
  }

  await db.transaction(async (tx) => {
    // The upsert locks the week's row, so a submit or an approval running at the same time cannot slip in
    // between this check and the writes.
    const [state] = await tx
      .insert(timesheetWeeks)
      .values({ user_id: userId, week_start: weekStart, status: 'bozza' })
      .onConflictDoUpdate({
        target: [timesheetWeeks.user_id, timesheetWeeks.week_start],
        set: { updated_at: sql`now()` },
      })
      .returning({ status: timesheetWeeks.status });
    assertEditable({ status: state!.status as TimesheetWeekStatus });
    await tx
      .delete(timeEntries)
      .where(
        and(
          eq(timeEntries.user_id, userId),
          gte(timeEntries.work_date, weekStart),
          lte(timeEntries.work_date, dates[6]!),
        ),
      );
    if (cells.length) await tx.insert(timeEntries).values(cells.map((c) => ({ ...c, user_id: userId })));
  });
}

/**
 * Last week's rows merged into this week's, for the grid to show before saving: rows only (as Harvest and
 * Kimai do) or with their hours and notes too; cells already typed this week win. Nothing is stored here:
 * the user reviews the grid and saves it.
 */
export async function copyPreviousWeek(
  db: Db,
  actor: Actor,
  weekStart: string,
  includeHours: boolean,
): Promise<TimesheetRow[]> {
  const [current, previous] = await Promise.all([
    getWeek(db, actor, weekStart),
    getWeek(db, actor, shiftIsoDate(weekStart, -7)),
  ]);
  assertEditable(current);
  if (previous.rows.length === 0) throw badRequest('La settimana precedente non ha ore registrate');
  const allowed = new Set(current.available_projects.map((p) => p.id));
  const usable = previous.rows.filter((r) => allowed.has(r.project.id));
  if (usable.length === 0) throw badRequest('I progetti della settimana precedente non sono più attivi');
  const rows = current.rows.map((r) => ({ ...r, cells: r.cells.map((c) => ({ ...c })) }));
  for (const source of usable) {
    let target = rows.find((r) => r.project.id === source.project.id && r.task?.id === source.task?.id);
    if (!target) {
      target = {
        ...source,
        cells: current.days.map((d) => ({ date: d.date, minutes: 0, note: '' })),
        total_minutes: 0,
      };
      rows.push(target);
    }
    if (!includeHours) continue;
    source.cells.forEach((cell, i) => {
      const into = target.cells[i]!;
      if (into.minutes === 0 && cell.minutes > 0) {
        into.minutes = cell.minutes;
        into.note = cell.note;
      }
    });
    target.total_minutes = target.cells.reduce((s, c) => s + c.minutes, 0);
  }
  return rows;
}
