import { holidayCalendar, mondayOfWeek, shiftIsoDate } from '@portale/shared';
import { and, inArray, ne, sql } from 'drizzle-orm';
import {
  leaveRequests,
  projectMembers,
  projects,
  projectTasks,
  timeEntries,
  timesheetWeeks,
} from '@/modules/timesheet/tables';
import { type Db, selectRows } from '@/platform/db/database';
import { companyClosures, leaveTypes } from '@/platform/org/tables';
import { type Membership, planEntries } from './hours';
import { hoursOff, type LeaveDay, nextDay, planLeave } from './leave';
import type { Ids } from './people';
import { randomStream } from './random';

/** How far back the history goes: six months before the seed's day, from the Monday of that week. */
export const HISTORY_MONTHS = 6;

export function historyStart(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - HISTORY_MONTHS);
  return mondayOfWeek(d.toISOString().slice(0, 10));
}

interface Person {
  user_id: string;
  username: string;
  manager_id: string | null;
  weekly_hours: number;
  patron_month: number | null;
  patron_day: number | null;
  patron_name: string | null;
  /** First week the timesheet seed already wrote for this person (the demo logins' recent weeks), if any. */
  first_week: string | null;
}

const CHUNK = 1000;
async function insertChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Six months of every employee's time: leave first (approved in the past, a few requests pending or refused in
 * the coming weeks), then the hours of each working day of their site's calendar (national holidays, the patron
 * saint, company closures and their own leave left out), then the weeks: approved by their manager, last week
 * sent but not yet decided for some, this week a draft. Weeks the timesheet seed already wrote (the demo logins'
 * last eight) are kept as they are.
 */
export async function seedCompanyTime(db: Db, ids: Ids, today: string): Promise<void> {
  const from = historyStart(today);
  const thisMonday = mondayOfWeek(today);
  const people = await selectRows<Person>(
    db,
    sql`select e.user_id, u.username, e.manager_id, e.weekly_hours::float8 as weekly_hours,
          w.patron_month, w.patron_day, w.patron_name,
          (select min(week_start)::text from timesheet_weeks t where t.user_id = e.user_id) as first_week
        from employees e join users u on u.id = e.user_id left join work_locations w on w.id = e.work_location_id
        where u.status = 'active' order by u.username`,
  );
  const closures = await db.select().from(companyClosures);
  const types = new Map((await db.select().from(leaveTypes)).map((t) => [t.code, t.id]));
  const memberships = await db
    .select({
      user_id: projectMembers.user_id,
      project_id: projects.id,
      code: projects.code,
      start: projects.start_date,
      end: projects.end_date,
      allocation: projectMembers.allocation_pct,
      billing: projects.billing_type,
    })
    .from(projectMembers)
    .innerJoin(projects, sql`${projects.id} = ${projectMembers.project_id}`)
    .where(and(ne(projects.status, 'pianificazione'), ne(projects.status, 'annullato')));
  const tasks = await db
    .select({ id: projectTasks.id, project_id: projectTasks.project_id, title: projectTasks.title })
    .from(projectTasks)
    .where(inArray(projectTasks.project_id, [...new Set(memberships.map((m) => m.project_id))]))
    .orderBy(projectTasks.title);
  const lastDay = shiftIsoDate(today, 56);
  const years: number[] = [];
  for (let y = Number(from.slice(0, 4)); y <= Number(lastDay.slice(0, 4)); y++) years.push(y);

  const entries: (typeof timeEntries.$inferInsert)[] = [];
  const weeks: (typeof timesheetWeeks.$inferInsert)[] = [];
  const leave: (typeof leaveRequests.$inferInsert)[] = [];
  const fallbackApprover = ids.get('manager') ?? null;

  for (const person of people) {
    const patron =
      person.patron_month && person.patron_day
        ? { name: person.patron_name ?? '', month: person.patron_month, day: person.patron_day }
        : null;
    const holidays = new Set(years.flatMap((year) => holidayCalendar({ year, patron, closures }).map((h) => h.date)));
    const daily = person.weekly_hours / 5;
    const calendar = new Map<string, number>();
    for (let d = from; d <= lastDay; d = nextDay(d)) {
      const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
      if (weekday !== 0 && weekday !== 6 && !holidays.has(d)) calendar.set(d, daily);
    }
    // The demo logins keep the recent weeks of the timesheet seed; this history ends where those begin.
    const until = person.first_week !== null && person.first_week < today ? person.first_week : today;
    const workingDays = (a: string, b: string): LeaveDay[] =>
      [...calendar].filter(([d]) => d >= a && d < b).map(([date, hours]) => ({ date, hours }));
    const isLogin = person.first_week !== null || person.username === 'admin';
    const plans = planLeave(
      person.username,
      workingDays(from, until),
      isLogin ? [] : workingDays(shiftIsoDate(today, 7), lastDay),
      today.slice(0, 4),
    );
    const approver = person.manager_id ?? (person.user_id === fallbackApprover ? null : fallbackApprover);
    for (const plan of plans) {
      const future = plan.start_date > today;
      leave.push({
        user_id: person.user_id,
        leave_type_id: types.get(plan.type)!,
        start_date: plan.start_date,
        end_date: plan.end_date,
        start_time: plan.start_time,
        end_time: plan.end_time,
        days: plan.days,
        hours: plan.hours,
        protocol_number: plan.protocol_number,
        note: plan.note,
        status: plan.status,
        approver_id: plan.type === 'malattia' ? null : approver,
        // Sickness needs no approval: it counts as decided when it is reported, on its first day.
        decided_at:
          plan.status === 'in_attesa'
            ? null
            : new Date(
                plan.type === 'malattia'
                  ? `${plan.start_date}T08:00:00Z`
                  : `${future ? shiftIsoDate(today, -2) : shiftIsoDate(plan.start_date, -10)}T09:30:00Z`,
              ),
        decision_comment: plan.decision_comment,
      });
    }
    const off = hoursOff(plans, calendar);
    const toLog = new Map<string, number>();
    for (const [date, hours] of calendar) {
      if (date >= until) break;
      toLog.set(date, hours - (off.get(date) ?? 0));
    }
    const mine: Membership[] = memberships
      .filter((m) => m.user_id === person.user_id)
      .sort((a, b) => a.code.localeCompare(b.code))
      .map((m) => ({
        project_id: m.project_id,
        start: m.start ?? from,
        end: m.end ?? lastDay,
        allocation: m.allocation,
        billable: m.billing !== 'interno',
        task_ids: tasks.filter((t) => t.project_id === m.project_id).map((t) => t.id),
      }));
    for (const entry of planEntries(person.username, toLog, mine)) entries.push({ user_id: person.user_id, ...entry });

    const rnd = randomStream(`weeks:${person.username}`);
    const decider = approver ?? fallbackApprover;
    for (
      let week = from;
      week <= thisMonday && (person.first_week === null || week < person.first_week);
      week = shiftIsoDate(week, 7)
    ) {
      const submitted_at = new Date(`${shiftIsoDate(week, 4)}T16:45:00Z`);
      if (week === thisMonday) weeks.push({ user_id: person.user_id, week_start: week, status: 'bozza' });
      else if (week === shiftIsoDate(thisMonday, -7) && rnd() < 0.35)
        weeks.push({ user_id: person.user_id, week_start: week, status: 'inviato', submitted_at });
      else
        weeks.push({
          user_id: person.user_id,
          week_start: week,
          status: 'approvato',
          submitted_at,
          decided_at: new Date(`${shiftIsoDate(week, 7)}T08:30:00Z`),
          decided_by: decider,
        });
    }
  }
  await insertChunks(leave, (chunk) => db.insert(leaveRequests).values(chunk));
  await insertChunks(entries, (chunk) => db.insert(timeEntries).values(chunk));
  await insertChunks(weeks, (chunk) => db.insert(timesheetWeeks).values(chunk));
}
