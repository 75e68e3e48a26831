import type { AttendanceSheetOptions } from '@portale/shared';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { notFound } from '@/platform/http/errors';
import { holidaysOf } from '@/platform/org/calendar';
import { departments, employees, leaveTypes } from '@/platform/org/tables';
import { leaveRequests, timeEntries } from '../tables';
import { type AttendanceSheet, buildAttendanceSheet, daysOfMonth, type SheetAbsence, type SheetPerson } from './sheet';

/** The leave types on the sheet (those with a payroll code), grouped by code in name order. */
async function sheetCodes(db: Db): Promise<{ code: string; names: string[] }[]> {
  const rows = await db
    .select({ code: leaveTypes.payroll_code, name: leaveTypes.name })
    .from(leaveTypes)
    .where(ne(leaveTypes.payroll_code, ''))
    .orderBy(asc(leaveTypes.name));
  const byCode = new Map<string, string[]>();
  for (const row of rows) byCode.set(row.code, [...(byCode.get(row.code) ?? []), row.name]);
  return [...byCode].map(([code, names]) => ({ code, names }));
}

export async function attendanceSheetOptions(db: Db, _actor: Actor): Promise<AttendanceSheetOptions> {
  const list = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .orderBy(asc(departments.name));
  return { departments: list, codes: await sheetCodes(db) };
}

/**
 * The month's sheet for everyone employed in it (hired by its end, not gone before its start), optionally one
 * department: hours from the timesheet, approved absences by payroll code, holidays at each person's site.
 */
export async function attendanceSheet(
  db: Db,
  _actor: Actor,
  query: { month: string; department_id?: string | undefined },
): Promise<AttendanceSheet> {
  const days = daysOfMonth(query.month);
  const from = days[0]!;
  const to = days[days.length - 1]!;
  const conditions: SQL[] = [
    or(isNull(employees.hire_date), lte(employees.hire_date, to))!,
    or(isNull(employees.termination_date), gte(employees.termination_date, from))!,
    // A disabled account stays on the sheet only for the month it left in.
    or(ne(users.status, 'disabled'), isNotNull(employees.termination_date))!,
  ];
  if (query.department_id) {
    const [department] = await db.select().from(departments).where(eq(departments.id, query.department_id));
    if (!department) throw notFound('Reparto non trovato');
    conditions.push(eq(employees.department_id, query.department_id));
  }
  const staff = await db
    .select({
      id: users.id,
      name: sql<string>`${users.last_name} || ' ' || ${users.first_name}`,
      employeeNumber: employees.employee_number,
      department: departments.name,
      locationId: employees.work_location_id,
    })
    .from(users)
    .innerJoin(employees, eq(employees.user_id, users.id))
    .leftJoin(departments, eq(departments.id, employees.department_id))
    .where(and(...conditions))
    .orderBy(asc(users.last_name), asc(users.first_name));
  const codes = (await sheetCodes(db)).map((c) => c.code);
  if (staff.length === 0) return buildAttendanceSheet(query.month, days, codes, []);
  const ids = staff.map((s) => s.id);

  const hours = await db
    .select({
      user_id: timeEntries.user_id,
      date: timeEntries.work_date,
      minutes: sql<number>`sum(${timeEntries.minutes})::int`,
    })
    .from(timeEntries)
    .where(and(inArray(timeEntries.user_id, ids), gte(timeEntries.work_date, from), lte(timeEntries.work_date, to)))
    .groupBy(timeEntries.user_id, timeEntries.work_date);

  const requests = await db
    .select({ request: leaveRequests, code: leaveTypes.payroll_code, unit: leaveTypes.unit })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.leave_type_id))
    .where(
      and(
        inArray(leaveRequests.user_id, ids),
        eq(leaveRequests.status, 'approvata'),
        ne(leaveTypes.payroll_code, ''),
        lte(leaveRequests.start_date, to),
        gte(leaveRequests.end_date, from),
      ),
    )
    .orderBy(asc(leaveRequests.start_date));

  // Holidays differ by site (the patron saint): computed once per site.
  const year = Number(query.month.slice(0, 4));
  const holidaysBySite = new Map<string, Map<string, string>>();
  const holidaysAt = async (locationId: string | null) => {
    const key = locationId ?? '';
    if (!holidaysBySite.has(key))
      holidaysBySite.set(key, new Map((await holidaysOf(db, year, locationId)).map((h) => [h.date, h.name])));
    return holidaysBySite.get(key)!;
  };

  const people: SheetPerson[] = [];
  for (const person of staff) {
    const holidays = await holidaysAt(person.locationId);
    const calendar = days.map((date) => {
      const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
      const holiday = holidays.get(date) ?? null;
      return { date, holiday, working: weekday !== 0 && weekday !== 6 && !holiday };
    });
    const worked = new Map(hours.filter((h) => h.user_id === person.id).map((h) => [h.date, h.minutes / 60]));
    const absences = new Map<string, SheetAbsence[]>();
    const add = (date: string, absence: SheetAbsence) => absences.set(date, [...(absences.get(date) ?? []), absence]);
    for (const { request: r, code, unit } of requests) {
      if (r.user_id !== person.id) continue;
      if (unit === 'hours') {
        if (r.start_date >= from && r.start_date <= to) add(r.start_date, { code, hours: r.hours, protocol: null });
        continue;
      }
      // Day-based requests were measured on working days only: each of them carries the same share of hours.
      const perDay = r.days > 0 ? r.hours / r.days : 0;
      for (const day of calendar)
        if (day.working && day.date >= r.start_date && day.date <= r.end_date)
          add(day.date, { code, hours: perDay, protocol: r.protocol_number });
    }
    people.push({
      employeeNumber: person.employeeNumber,
      name: person.name,
      department: person.department,
      calendar,
      worked,
      absences,
    });
  }
  return buildAttendanceSheet(query.month, days, codes, people);
}
