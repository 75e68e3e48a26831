import {
  formatDayMonth,
  mondayOfWeek,
  shiftIsoDate,
  type TimesheetApproval,
  type TimesheetDecide,
  type TimesheetReopen,
} from '@portale/shared';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '@/platform/audit/audit';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { badRequest, conflict, forbidden } from '@/platform/http/errors';
import { notify } from '@/platform/notifications/notify';
import { workingCalendar } from '@/platform/org/calendar';
import { employees } from '@/platform/org/tables';
import { projects, timeEntries, timesheetWeeks } from '../tables';
import { approversOf, decidableCondition, isAdmin, mayDecideFor, namesOf } from './approvers';
import { assertEditable, getWeek } from './week-service';

type DecideInput = z.output<typeof TimesheetDecide>;
type ReopenInput = z.output<typeof TimesheetReopen>;

const weekLabel = (weekStart: string) =>
  `settimana dal ${formatDayMonth(weekStart)} al ${formatDayMonth(shiftIsoDate(weekStart, 6))}`;
const entryLink = (weekStart: string) => `/app/timesheet/entry?week=${weekStart}`;

/** Today in Rome, as an ISO date. */
export function romeToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}

/** Sends the owner's week to their approvers. */
export async function submitWeek(db: Db, actor: Actor, weekStart: string): Promise<void> {
  if (weekStart > mondayOfWeek(romeToday())) throw badRequest('Non puoi inviare una settimana futura');
  const week = await getWeek(db, actor, weekStart);
  assertEditable(week);
  if (week.totals.week === 0 && week.totals.expected > week.totals.leave)
    throw badRequest('La settimana non ha ore registrate: inserisci le ore prima di inviarla');
  // Only a draft or rejected week moves to 'inviato' (checked again here, atomically, against a concurrent
  // submit or approval).
  await audited(
    db,
    actor,
    async (tx) => {
      const [sent] = await tx
        .insert(timesheetWeeks)
        .values({ user_id: actor.userId, week_start: weekStart, status: 'inviato', submitted_at: new Date() })
        .onConflictDoUpdate({
          target: [timesheetWeeks.user_id, timesheetWeeks.week_start],
          set: { status: 'inviato', submitted_at: new Date(), decided_at: null, decided_by: null },
          setWhere: inArray(timesheetWeeks.status, ['bozza', 'rifiutato']),
        })
        .returning({ status: timesheetWeeks.status });
      if (!sent) throw conflict('La settimana è già stata inviata');
    },
    {
      action: 'timesheet.submitted',
      targetType: 'timesheet_week',
      targetId: actor.userId,
      details: { week_start: weekStart, minutes: week.totals.week },
    },
  );
  await notify(db, await approversOf(db, actor.userId), {
    type: 'task',
    title: 'Timesheet da approvare',
    message: `${actor.name} ha inviato la ${weekLabel(weekStart)} (${(week.totals.week / 60).toLocaleString('it-IT')} ore)`,
    link: '/app/timesheet/dashboard',
  });
}

/** Submitted weeks the actor may decide, oldest first. */
export async function listApprovals(db: Db, actor: Actor): Promise<TimesheetApproval[]> {
  const weeks = await db
    .select({
      user_id: timesheetWeeks.user_id,
      week_start: timesheetWeeks.week_start,
      submitted_at: timesheetWeeks.submitted_at,
      first: users.first_name,
      last: users.last_name,
    })
    .from(timesheetWeeks)
    .innerJoin(users, eq(users.id, timesheetWeeks.user_id))
    .leftJoin(employees, eq(employees.user_id, users.id))
    .where(and(eq(timesheetWeeks.status, 'inviato'), decidableCondition(actor)))
    .orderBy(asc(timesheetWeeks.week_start), asc(users.last_name));
  if (weeks.length === 0) return [];
  const from = weeks[0]!.week_start;
  const latest = weeks.map((w) => w.week_start).sort();
  const to = shiftIsoDate(latest[latest.length - 1]!, 6);
  const userIds = [...new Set(weeks.map((w) => w.user_id))];
  const minutes = await db
    .select({
      user_id: timeEntries.user_id,
      week_start: sql<string>`to_char(date_trunc('week', ${timeEntries.work_date}::timestamp), 'YYYY-MM-DD')`,
      code: projects.code,
      name: projects.name,
      color: projects.color,
      minutes: sql<number>`sum(${timeEntries.minutes})::int`,
    })
    .from(timeEntries)
    .innerJoin(projects, eq(projects.id, timeEntries.project_id))
    .where(and(inArray(timeEntries.user_id, userIds), gte(timeEntries.work_date, from), lte(timeEntries.work_date, to)))
    .groupBy(timeEntries.user_id, sql`2`, projects.code, projects.name, projects.color)
    .orderBy(asc(projects.code));
  const result: TimesheetApproval[] = [];
  for (const week of weeks) {
    const calendar = await workingCalendar(db, week.user_id, week.week_start, shiftIsoDate(week.week_start, 6));
    const lines = minutes.filter((m) => m.user_id === week.user_id && m.week_start === week.week_start);
    result.push({
      user: { id: week.user_id, name: `${week.first} ${week.last}` },
      week_start: week.week_start,
      submitted_at: week.submitted_at?.toISOString() ?? null,
      total_minutes: lines.reduce((s, l) => s + Number(l.minutes), 0),
      expected_minutes: Math.round(calendar.reduce((s, d) => s + d.hours, 0) * 60),
      projects: lines.map(({ code, name, color, minutes: m }) => ({ code, name, color, minutes: Number(m) })),
    });
  }
  return result;
}

/** Approves or rejects submitted weeks; all of them or none (one is not decidable → nothing changes). */
export async function decideWeeks(db: Db, actor: Actor, input: DecideInput): Promise<number> {
  const unique = [...new Map(input.items.map((i) => [`${i.user_id}/${i.week_start}`, i])).values()];
  for (const item of unique) {
    if (item.user_id === actor.userId) throw forbidden('Non puoi approvare o rifiutare il tuo timesheet');
    if (!(await mayDecideFor(db, actor, item.user_id)))
      throw forbidden('Non puoi decidere sul timesheet di questa persona');
  }
  const approve = input.decision === 'approve';
  const names = await namesOf(
    db,
    unique.map((i) => i.user_id),
  );
  await db.transaction(async (tx) => {
    for (const item of unique) {
      const [row] = await tx
        .update(timesheetWeeks)
        .set({
          status: approve ? 'approvato' : 'rifiutato',
          decided_at: new Date(),
          decided_by: actor.userId,
          comment: input.comment,
        })
        .where(
          and(
            eq(timesheetWeeks.user_id, item.user_id),
            eq(timesheetWeeks.week_start, item.week_start),
            eq(timesheetWeeks.status, 'inviato'),
          ),
        )
        .returning({ user_id: timesheetWeeks.user_id });
      if (!row)
        throw conflict(
          `La ${weekLabel(item.week_start)} di ${names.get(item.user_id) ?? 'questa persona'} non è in attesa di approvazione`,
        );
      await audit(tx, actor, {
        action: approve ? 'timesheet.approved' : 'timesheet.rejected',
        targetType: 'timesheet_week',
        targetId: item.user_id,
        details: { week_start: item.week_start, comment: input.comment },
      });
      await notify(tx, [item.user_id], {
        type: 'task',
        title: approve ? 'Timesheet approvato' : 'Timesheet rifiutato',
        message: approve
          ? `${actor.name} ha approvato la ${weekLabel(item.week_start)}${input.comment ? `: ${input.comment}` : ''}`
          : `${actor.name} ha rifiutato la ${weekLabel(item.week_start)}: ${input.comment}`,
        link: entryLink(item.week_start),
      });
    }
  });
  return unique.length;
}

/** An admin unlocks an approved (or submitted) week: it goes back to draft. */
export async function reopenWeek(db: Db, actor: Actor, weekStart: string, input: ReopenInput) {
  if (!isAdmin(actor)) throw forbidden('Solo un amministratore può riaprire una settimana');
  await audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .update(timesheetWeeks)
        .set({ status: 'bozza', decided_at: null, decided_by: null, comment: input.comment })
        .where(
          and(
            eq(timesheetWeeks.user_id, input.user_id),
            eq(timesheetWeeks.week_start, weekStart),
            inArray(timesheetWeeks.status, ['approvato', 'inviato']),
          ),
        )
        .returning({ user_id: timesheetWeeks.user_id });
      if (!row) throw conflict('La settimana non è approvata né in approvazione: non c’è niente da riaprire');
    },
    {
      action: 'timesheet.reopened',
      targetType: 'timesheet_week',
      targetId: input.user_id,
      details: { week_start: weekStart, comment: input.comment },
    },
  );
  if (input.user_id !== actor.userId)
    await notify(db, [input.user_id], {
      type: 'task',
      title: 'Timesheet riaperto',
      message: `${actor.name} ha riaperto la ${weekLabel(weekStart)}${input.comment ? `: ${input.comment}` : ''}`,
      link: entryLink(weekStart),
    });
}
