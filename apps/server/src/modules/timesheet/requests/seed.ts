import { inArray } from 'drizzle-orm';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { type WorkingDay, workingCalendar } from '@/platform/org/calendar';
import { leaveTypes } from '@/platform/org/tables';
import { leaveRequests } from '../tables';

const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + n));
/** Monday of the week holding `d`. */
const mondayOf = (d: Date) => addDays(d, -((d.getUTCDay() + 6) % 7));

async function workingDays(db: Db, userId: string, from: Date, to: Date): Promise<WorkingDay[]> {
  return (await workingCalendar(db, userId, iso(from), iso(to))).filter((d) => d.working);
}

/**
 * Demo S.r.l.'s leave: Giulia (dipendente) took three days of ferie last month, asked for a ROL permit next
 * week (pending, for Marco to decide) and worked from home one day this week; Marco (manager) has a day of
 * ferie approved by Alessandra next month. Dates follow today so the demo always looks current.
 */
export async function seedDemoLeaveRequests(db: Db): Promise<void> {
  const people = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['admin', 'manager', 'dipendente']));
  const types = await db.select({ id: leaveTypes.id, code: leaveTypes.code }).from(leaveTypes);
  const who = (username: string) => people.find((p) => p.username === username)?.id;
  const type = (code: string) => types.find((t) => t.code === code)?.id;
  const [admin, manager, employee] = [who('admin'), who('manager'), who('dipendente')];
  const [ferie, rol, smart] = [type('ferie'), type('rol'), type('smart_working')];
  if (!admin || !manager || !employee || !ferie || !rol || !smart) return;

  const now = new Date();
  const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const thisMonday = mondayOf(today);
  const decidedAt = addDays(today, -1);
  const rows: (typeof leaveRequests.$inferInsert)[] = [];

  // Three working days from the second Monday of last month (holidays skipped, as a real request would).
  const lastMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 1, 8));
  const ferieDays = (await workingDays(db, employee, mondayOf(addDays(lastMonth, 6)), addDays(lastMonth, 30))).slice(
    0,
    3,
  );
  if (ferieDays.length === 3 && ferieDays[0]!.date.slice(0, 4) === ferieDays[2]!.date.slice(0, 4)) {
    const calendar = await workingCalendar(db, employee, ferieDays[0]!.date, ferieDays[2]!.date);
    const working = calendar.filter((d) => d.working);
    rows.push({
      user_id: employee,
      leave_type_id: ferie,
      start_date: ferieDays[0]!.date,
      end_date: ferieDays[2]!.date,
      days: working.length,
      hours: working.reduce((sum, d) => sum + d.hours, 0),
      note: 'Ponte con la famiglia',
      status: 'approvata',
      approver_id: manager,
      decided_at: addDays(lastMonth, -10),
      decision_comment: 'Buone vacanze!',
    });
  }

  // A ROL permit in the afternoon of the first working day from Tuesday next week.
  const [rolDay] = await workingDays(db, employee, addDays(thisMonday, 8), addDays(thisMonday, 13));
  if (rolDay)
    rows.push({
      user_id: employee,
      leave_type_id: rol,
      start_date: rolDay.date,
      end_date: rolDay.date,
      start_time: '14:00',
      end_time: '18:00',
      hours: 4,
      days: 4 / rolDay.hours,
      note: 'Visita medica',
      status: 'in_attesa',
      approver_id: manager,
    });

  // Smart working on a working day of this week.
  const week = await workingDays(db, employee, thisMonday, addDays(thisMonday, 4));
  const smartDay = week[3] ?? week[week.length - 1];
  if (smartDay)
    rows.push({
      user_id: employee,
      leave_type_id: smart,
      start_date: smartDay.date,
      end_date: smartDay.date,
      days: 1,
      hours: smartDay.hours,
      status: 'approvata',
      approver_id: manager,
      decided_at: addDays(thisMonday, -3),
    });

  // Marco's day of ferie next month, approved by Alessandra.
  const nextMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 1, 10));
  const [managerDay] = await workingDays(db, manager, nextMonth, addDays(nextMonth, 10));
  if (managerDay)
    rows.push({
      user_id: manager,
      leave_type_id: ferie,
      start_date: managerDay.date,
      end_date: managerDay.date,
      days: 1,
      hours: managerDay.hours,
      status: 'approvata',
      approver_id: admin,
      decided_at: decidedAt,
    });

  if (rows.length) await db.insert(leaveRequests).values(rows);
}
