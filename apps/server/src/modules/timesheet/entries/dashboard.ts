import {
  type Holiday,
  mondayOfWeek,
  shiftIsoDate,
  type TimesheetDashboard,
  type TimesheetMissing,
  type TimesheetWeekStatus,
} from '@portale/shared';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import { rolePermissions } from '@/platform/access/tables';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { holidaysOf } from '@/platform/org/calendar';
import { employees, leaveTypes } from '@/platform/org/tables';
import { leaveRequests, projectMembers, projects, timeEntries, timesheetWeeks } from '../tables';
import { romeToday } from './approvals';
import { decidableCondition, isAdmin } from './approvers';

/** How many complete weeks back the "missing timesheets" list looks. */
const MISSING_WEEKS = 4;

interface Person {
  id: string;
  name: string;
  location: string | null;
  weeklyHours: number;
  hireDate: string | null;
}

/** Active people who keep a timesheet (manage_timesheets) in the caller's scope. */
async function peopleInScope(db: Db, actor: Actor): Promise<Person[]> {
  const scope = isAdmin(actor) ? undefined : sql`(${decidableCondition(actor)} or ${users.id} = ${actor.userId})`;
  const rows = await db
    .select({
      id: users.id,
      first: users.first_name,
      last: users.last_name,
      location: employees.work_location_id,
      weeklyHours: employees.weekly_hours,
      hireDate: employees.hire_date,
    })
    .from(users)
    .innerJoin(
      rolePermissions,
      and(eq(rolePermissions.role, users.role), eq(rolePermissions.permission, 'manage_timesheets')),
    )
    .leftJoin(employees, eq(employees.user_id, users.id))
    .where(and(eq(users.status, 'active'), scope))
    .orderBy(asc(users.last_name), asc(users.first_name));
  return rows.map((r) => ({
    id: r.id,
    name: `${r.first} ${r.last}`,
    location: r.location,
    weeklyHours: Number(r.weeklyHours ?? 40),
    hireDate: r.hireDate,
  }));
}

/** Contractual minutes of a person between two dates, with their site's holidays (cached per site and year). */
function expectedCounter(db: Db) {
  const cache = new Map<string, Promise<Set<string>>>();
  const daysOff = (location: string | null, year: number) => {
    const key = `${location}/${year}`;
    if (!cache.has(key))
      cache.set(
        key,
        holidaysOf(db, year, location).then((list: Holiday[]) => new Set(list.map((h) => h.date))),
      );
    return cache.get(key)!;
  };
  return async (person: Person, from: string, to: string): Promise<number> => {
    let minutes = 0;
    for (let date = from; date <= to; date = shiftIsoDate(date, 1)) {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      if (weekday === 0 || weekday === 6) continue;
      if ((await daysOff(person.location, Number(date.slice(0, 4)))).has(date)) continue;
      minutes += (person.weeklyHours / 5) * 60;
    }
    return Math.round(minutes);
  };
}

async function minutesBy(db: Db, ids: string[], from: string, to: string): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${timeEntries.minutes}), 0)::int` })
    .from(timeEntries)
    .where(and(inArray(timeEntries.user_id, ids), gte(timeEntries.work_date, from), lte(timeEntries.work_date, to)));
  return Number(row?.total ?? 0);
}

export async function timesheetDashboard(db: Db, actor: Actor, now = new Date()): Promise<TimesheetDashboard> {
  const today = romeToday(now);
  const weekStart = mondayOfWeek(today);
  const monthStart = `${today.slice(0, 7)}-01`;
  const monthEnd = shiftIsoDate(`${shiftIsoDate(monthStart, 32).slice(0, 7)}-01`, -1);
  const people = await peopleInScope(db, actor);
  const ids = people.map((p) => p.id);
  const expected = expectedCounter(db);

  const [weekMinutes, monthMinutes, [pending]] = await Promise.all([
    minutesBy(db, ids, weekStart, shiftIsoDate(weekStart, 6)),
    minutesBy(db, ids, monthStart, monthEnd),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(timesheetWeeks)
      .innerJoin(users, eq(users.id, timesheetWeeks.user_id))
      .leftJoin(employees, eq(employees.user_id, users.id))
      .where(and(eq(timesheetWeeks.status, 'inviato'), decidableCondition(actor))),
  ]);
  let weekExpected = 0;
  for (const person of people) weekExpected += await expected(person, weekStart, shiftIsoDate(weekStart, 6));

  // Missing timesheets: complete weeks not submitted nor approved, for the people the caller follows who are
  // on at least one active project (someone on no running project has nothing to log).
  const staffed = ids.length
    ? new Set(
        (
          await db
            .selectDistinct({ user_id: projectMembers.user_id })
            .from(projectMembers)
            .innerJoin(projects, eq(projects.id, projectMembers.project_id))
            .where(
              and(inArray(projectMembers.user_id, ids), eq(projects.status, 'attivo'), isNull(projects.deleted_at)),
            )
        ).map((r) => r.user_id),
      )
    : new Set<string>();
  const others = people.filter((p) => p.id !== actor.userId && staffed.has(p.id));
  const firstWeek = shiftIsoDate(weekStart, -7 * MISSING_WEEKS);
  const lastWeekEnd = shiftIsoDate(weekStart, -1);
  const missing: TimesheetMissing[] = [];
  if (others.length) {
    const otherIds = others.map((p) => p.id);
    const [states, logged] = await Promise.all([
      db
        .select({
          user_id: timesheetWeeks.user_id,
          week_start: timesheetWeeks.week_start,
          status: timesheetWeeks.status,
        })
        .from(timesheetWeeks)
        .where(and(inArray(timesheetWeeks.user_id, otherIds), gte(timesheetWeeks.week_start, firstWeek))),
      db
        .select({
          user_id: timeEntries.user_id,
          week_start: sql<string>`to_char(date_trunc('week', ${timeEntries.work_date}::timestamp), 'YYYY-MM-DD')`,
          minutes: sql<number>`sum(${timeEntries.minutes})::int`,
        })
        .from(timeEntries)
        .where(
          and(
            inArray(timeEntries.user_id, otherIds),
            gte(timeEntries.work_date, firstWeek),
            lte(timeEntries.work_date, lastWeekEnd),
          ),
        )
        .groupBy(timeEntries.user_id, sql`2`),
    ]);
    for (const person of others) {
      const weeks: TimesheetMissing['weeks'] = [];
      for (let i = 1; i <= MISSING_WEEKS; i++) {
        const monday = shiftIsoDate(weekStart, -7 * i);
        if (person.hireDate && shiftIsoDate(monday, 6) < person.hireDate) continue;
        const status = (states.find((s) => s.user_id === person.id && s.week_start === monday)?.status ??
          'bozza') as TimesheetWeekStatus;
        if (status === 'inviato' || status === 'approvato') continue;
        if ((await expected(person, monday, shiftIsoDate(monday, 6))) === 0) continue;
        const minutes = logged.find((l) => l.user_id === person.id && l.week_start === monday)?.minutes ?? 0;
        weeks.push({ week_start: monday, status, minutes: Number(minutes) });
      }
      if (weeks.length) missing.push({ user: { id: person.id, name: person.name }, weeks });
    }
  }

  const absences = ids.length
    ? await db
        .select({
          user_id: leaveRequests.user_id,
          first: users.first_name,
          last: users.last_name,
          type: leaveTypes.name,
          color: leaveTypes.color,
          start_date: leaveRequests.start_date,
          end_date: leaveRequests.end_date,
          start_time: leaveRequests.start_time,
          end_time: leaveRequests.end_time,
        })
        .from(leaveRequests)
        .innerJoin(users, eq(users.id, leaveRequests.user_id))
        .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leave_type_id))
        .where(
          and(
            inArray(leaveRequests.user_id, ids),
            eq(leaveRequests.status, 'approvata'),
            lte(leaveRequests.start_date, today),
            gte(leaveRequests.end_date, today),
          ),
        )
        .orderBy(asc(users.last_name))
    : [];

  return {
    scope: isAdmin(actor) ? 'all' : 'team',
    people: people.length,
    week_start: weekStart,
    month: today.slice(0, 7),
    week_minutes: weekMinutes,
    week_expected_minutes: weekExpected,
    month_minutes: monthMinutes,
    pending_approvals: Number(pending?.n ?? 0),
    missing,
    absences_today: absences.map((a) => ({
      user: { id: a.user_id, name: `${a.first} ${a.last}` },
      leave_type: { name: a.type, color: a.color },
      start_date: a.start_date,
      end_date: a.end_date,
      start_time: a.start_time?.slice(0, 5) ?? null,
      end_time: a.end_time?.slice(0, 5) ?? null,
    })),
  };
}
