import {
  type AnalyticsFilters,
  UTILISATION_LOW_PCT,
  type UtilisationReport,
  type UtilisationRow,
  WORK_ELSEWHERE_LEAVE_CODES,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { holidaysOf } from '@/platform/org/calendar';
import { aggregate, pct, round2 } from './hours';
import { minutesSource, type Period, periodOf } from './period';

/**
 * Working days of the period at a site (Monday–Friday net of national holidays, the site's patron saint and
 * company closures), the same calendar as `workingCalendar` but computed once per site, not once per person.
 */
async function workingDaysAt(db: Db, period: Period, locationId: string | null): Promise<string[]> {
  const holidays = new Set<string>();
  for (let year = Number(period.from.slice(0, 4)); year <= Number(period.to.slice(0, 4)); year++)
    for (const h of await holidaysOf(db, year, locationId)) holidays.add(h.date);
  const days: string[] = [];
  const end = new Date(`${period.to}T00:00:00Z`);
  for (let d = new Date(`${period.from}T00:00:00Z`); d <= end; d.setUTCDate(d.getUTCDate() + 1)) {
    const weekday = d.getUTCDay();
    const date = d.toISOString().slice(0, 10);
    if (weekday !== 0 && weekday !== 6 && !holidays.has(date)) days.push(date);
  }
  return days;
}

interface Leave {
  user_id: string;
  start_date: string;
  end_date: string;
  hours: number;
  days: number;
}

/** Approved time off overlapping the period (work done elsewhere, like smart working, is not time off). */
async function approvedLeave(db: Db, period: Period, userIds: string[]): Promise<Map<string, Leave[]>> {
  const byUser = new Map<string, Leave[]>();
  if (userIds.length === 0) return byUser;
  const rows = await selectRows<Leave>(
    db,
    sql`select r.user_id::text as user_id, r.start_date::text as start_date, r.end_date::text as end_date,
        r.hours::float8 as hours, r.days::float8 as days
      from leave_requests r join leave_types t on t.id = r.leave_type_id
      where r.status = 'approvata' and r.start_date <= ${period.to} and r.end_date >= ${period.from}
        and r.user_id in (${sql.join(
          userIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        and t.code not in (${sql.join(
          WORK_ELSEWHERE_LEAVE_CODES.map((code) => sql`${code}`),
          sql`, `,
        )})`,
  );
  for (const row of rows) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);
  return byUser;
}

/**
 * Hours of leave falling on the given working days: a request's hours spread evenly over its working days
 * (an hour-based permit is one day), so a request crossing the period's edge counts only its days inside.
 */
function leaveHours(requests: Leave[], workingDays: string[]): number {
  let total = 0;
  for (const r of requests) {
    const inside = workingDays.filter((d) => d >= r.start_date && d <= r.end_date).length;
    const perDay = r.hours / Math.max(1, r.days || 1);
    total += Math.min(r.hours, perDay * inside);
  }
  return total;
}

interface Person {
  id: string;
  name: string;
  username: string;
  weekly_hours: number;
  work_location_id: string | null;
  hire_date: string | null;
}

/**
 * Per person: contractual capacity (weekly hours / 5 on each working day since hiring, less approved time off),
 * hours logged and
 * billable in the period, utilisation = billable / capacity. People are the active employees plus anyone who
 * logged time in the period; project and client filters narrow the hours, not the capacity.
 */
export async function utilisationReport(db: Db, _actor: Actor, filters: AnalyticsFilters): Promise<UtilisationReport> {
  const period = periodOf(filters);
  const people = await selectRows<Person>(
    db,
    sql`select u.id::text as id, u.first_name || ' ' || u.last_name as name, u.username,
        coalesce(e.weekly_hours, 40)::float8 as weekly_hours, e.work_location_id::text as work_location_id,
        e.hire_date::text as hire_date
      from users u left join employees e on e.user_id = u.id
      where ((e.user_id is not null and u.status = 'active')
        or u.id in (select s.user_id from (${minutesSource(period, filters)}) s))
        ${filters.user_id ? sql`and u.id = ${filters.user_id}::uuid` : sql``}`,
  );
  const hours = new Map<string, { minutes: number; billable: number }>();
  // Utilisation is billable over capacity, so a billable filter would distort it: always read all hours.
  for (const a of await aggregate(db, period, { ...filters, billable: undefined }, 'person')) {
    const h = hours.get(a.key) ?? { minutes: 0, billable: 0 };
    h.minutes += a.minutes;
    h.billable += a.billable_minutes;
    hours.set(a.key, h);
  }
  const leave = await approvedLeave(
    db,
    period,
    people.map((p) => p.id),
  );
  const calendars = new Map<string | null, string[]>();
  for (const location of new Set(people.map((p) => p.work_location_id)))
    calendars.set(location, await workingDaysAt(db, period, location));

  const rows: UtilisationRow[] = people.map((p) => {
    const days = calendars.get(p.work_location_id) ?? [];
    const hire = p.hire_date;
    const employed = hire ? days.filter((d) => d >= hire) : days;
    const daily = Number(p.weekly_hours) / 5;
    const capacity = round2(Math.max(0, daily * employed.length - leaveHours(leave.get(p.id) ?? [], employed)));
    const h = hours.get(p.id) ?? { minutes: 0, billable: 0 };
    const utilisation = pct(h.billable / 60, capacity);
    const logged = pct(h.minutes / 60, capacity);
    const status: UtilisationRow['status'] =
      utilisation === null
        ? 'n_d'
        : Math.max(utilisation, logged ?? 0) > 100
          ? 'sovraccarico'
          : utilisation < UTILISATION_LOW_PCT
            ? 'bassa'
            : 'regolare';
    return {
      user_id: p.id,
      name: p.name,
      username: p.username,
      weekly_hours: Number(p.weekly_hours),
      capacity_hours: capacity,
      logged_hours: h.minutes / 60,
      billable_hours: h.billable / 60,
      utilisation_pct: utilisation,
      logged_pct: logged,
      status,
    };
  });
  rows.sort((a, b) => (b.utilisation_pct ?? -1) - (a.utilisation_pct ?? -1) || a.name.localeCompare(b.name, 'it'));
  const capacity = round2(rows.reduce((s, r) => s + r.capacity_hours, 0));
  const billable = rows.reduce((s, r) => s + r.billable_hours, 0);
  return {
    ...period,
    rows,
    totals: {
      capacity_hours: capacity,
      logged_hours: rows.reduce((s, r) => s + r.logged_hours, 0),
      billable_hours: billable,
      utilisation_pct: pct(billable, capacity),
    },
  };
}
