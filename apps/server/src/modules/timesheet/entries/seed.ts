import { mondayOfWeek, shiftIsoDate } from '@portale/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { users } from '@/platform/auth/tables';
import { type Db, selectRows } from '@/platform/db/database';
import { workingCalendar } from '@/platform/org/calendar';
import { projectMembers, projects, projectTasks, timeEntries, timesheetWeeks } from '../tables';
import { romeToday } from './approvals';
import { approversOf } from './approvers';

/** How many weeks back the demo timesheets go (the current week included). */
const DEMO_WEEKS = 8;

const NOTES = ['Riunione con il cliente', 'Revisione del codice', 'Analisi', 'Test e correzioni', 'Documentazione'];

/** A small deterministic generator, so the demo looks the same on every fresh database. */
function random(seed: string) {
  let state = [...seed].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) >>> 0, 2166136261);
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** Hours of approved absence by date (full days and permits; smart working and trips are working days). */
async function hoursAway(db: Db, userId: string): Promise<Map<string, number>> {
  const rows = await selectRows<{ day: string; hours: number }>(
    db,
    sql`select g::date::text as day, case when r.start_time is null then 24 else r.hours::float8 end as hours
        from leave_requests r join leave_types t on t.id = r.leave_type_id
        cross join generate_series(r.start_date, r.end_date, interval '1 day') g
        where r.user_id = ${userId} and r.status = 'approvata' and t.code not in ('smart_working', 'trasferta')`,
  );
  return new Map(rows.map((r) => [r.day, r.hours]));
}

/**
 * Logged hours of the demo staff on the projects they belong to (seeded after the projects), over the last
 * eight weeks: older weeks approved, last week submitted, the current week a draft. One older week of the
 * employee stays unsent, so the manager's dashboard has a missing timesheet to show.
 */
export async function seedDemoTimesheets(db: Db): Promise<void> {
  const memberships = await db
    .select({
      user_id: projectMembers.user_id,
      project_id: projects.id,
      allocation: projectMembers.allocation_pct,
      billing: projects.billing_type,
      username: users.username,
    })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.project_id))
    .innerJoin(users, eq(users.id, projectMembers.user_id))
    .where(and(eq(projects.status, 'attivo'), isNull(projects.deleted_at), eq(users.status, 'active')));
  if (memberships.length === 0) return;
  const tasks = await db
    .select({ id: projectTasks.id, project_id: projectTasks.project_id })
    .from(projectTasks)
    .where(
      and(
        inArray(projectTasks.project_id, [...new Set(memberships.map((m) => m.project_id))]),
        isNull(projectTasks.deleted_at),
      ),
    );

  const today = romeToday();
  const thisWeek = mondayOfWeek(today);
  const firstWeek = shiftIsoDate(thisWeek, -7 * (DEMO_WEEKS - 1));
  const userIds = [...new Set(memberships.map((m) => m.user_id))];
  const entries: (typeof timeEntries.$inferInsert)[] = [];
  const weeks: (typeof timesheetWeeks.$inferInsert)[] = [];

  for (const userId of userIds) {
    const mine = memberships.filter((m) => m.user_id === userId);
    const username = mine[0]!.username;
    const rnd = random(username);
    const calendar = await workingCalendar(db, userId, firstWeek, today);
    const away = await hoursAway(db, userId);
    // Each week a person works on two or three project/task rows, weighted by allocation, like a real grid.
    const rowsOfWeek = new Map<string, { project: (typeof mine)[number]; taskId: string | null }[]>();
    const weekRows = (monday: string) => {
      let rows = rowsOfWeek.get(monday);
      if (!rows) {
        rows = [];
        const ranked = [...mine].sort((a, b) => b.allocation * (0.5 + rnd()) - a.allocation * (0.5 + rnd()));
        const count = Math.min(ranked.length >= 2 ? 2 + Math.floor(rnd() * 2) : 1, 3);
        for (let i = 0; i < count; i++) {
          const project = ranked[i % ranked.length]!;
          const options = tasks.filter((t) => t.project_id === project.project_id);
          const taskId = options.length && rnd() < 0.75 ? options[Math.floor(rnd() * options.length)]!.id : null;
          if (!rows.some((r) => r.project.project_id === project.project_id && r.taskId === taskId))
            rows.push({ project, taskId });
        }
        rowsOfWeek.set(monday, rows);
      }
      return rows;
    };
    for (const day of calendar) {
      if (!day.working || (away.get(day.date) ?? 0) >= day.hours) continue;
      // A day of 7.5–8.5 hours over one or two of the week's rows.
      const rows = weekRows(mondayOfWeek(day.date));
      let left =
        Math.round(((day.hours - (away.get(day.date) ?? 0)) * 60 + (Math.floor(rnd() * 5) - 2) * 15) / 15) * 15;
      const start = Math.floor(rnd() * rows.length);
      const picks = rows.length > 1 && rnd() < 0.6 ? [rows[start]!, rows[(start + 1) % rows.length]!] : [rows[start]!];
      picks.forEach((pick, i) => {
        const share = i === picks.length - 1 ? left : Math.round((left * (0.4 + rnd() * 0.3)) / 15) * 15;
        left -= share;
        if (share <= 0) return;
        entries.push({
          user_id: userId,
          project_id: pick.project.project_id,
          task_id: pick.taskId,
          work_date: day.date,
          minutes: share,
          note: rnd() < 0.3 ? NOTES[Math.floor(rnd() * NOTES.length)]! : '',
          billable: pick.project.billing !== 'interno',
        });
      });
    }

    const approver = (await approversOf(db, userId))[0] ?? null;
    for (let week = firstWeek; week <= thisWeek; week = shiftIsoDate(week, 7)) {
      const lastWeek = week === shiftIsoDate(thisWeek, -7);
      const leftUnsent = username === 'dipendente' && week === shiftIsoDate(thisWeek, -21);
      const submittedAt = new Date(`${shiftIsoDate(week, 4)}T16:30:00Z`);
      if (week === thisWeek || leftUnsent) weeks.push({ user_id: userId, week_start: week, status: 'bozza' });
      else if (lastWeek || !approver)
        weeks.push({ user_id: userId, week_start: week, status: 'inviato', submitted_at: submittedAt });
      else
        weeks.push({
          user_id: userId,
          week_start: week,
          status: 'approvato',
          submitted_at: submittedAt,
          decided_at: new Date(`${shiftIsoDate(week, 7)}T09:15:00Z`),
          decided_by: approver,
        });
    }
  }
  for (let i = 0; i < entries.length; i += 500) await db.insert(timeEntries).values(entries.slice(i, i + 500));
  if (weeks.length) await db.insert(timesheetWeeks).values(weeks);
}
