import { type Holiday, holidayCalendar } from '@portale/shared';
import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { found } from '@/platform/http/errors';
import { companyClosures, employees, workLocations } from './tables';

/** The days off of a year: national holidays, the location's patron saint, company closures. */
export async function holidaysOf(db: Db, year: number, locationId?: string | null): Promise<Holiday[]> {
  let patron: { name: string; month: number; day: number } | null = null;
  if (locationId) {
    const [locationRow] = await db.select().from(workLocations).where(eq(workLocations.id, locationId));
    patron = patronOf(found(locationRow, 'Sede non trovata'));
  }
  const closures = await db
    .select()
    .from(companyClosures)
    .where(and(lte(companyClosures.start_date, `${year}-12-31`), gte(companyClosures.end_date, `${year}-01-01`)));
  return holidayCalendar({ year, patron, closures });
}

/** A user's employment facts the calendar depends on; defaults for users without an employee record. */
export async function employmentOf(
  db: Db,
  userId: string,
): Promise<{
  workLocationId: string | null;
  managerId: string | null;
  weeklyHours: number;
  contractType: string | null;
  ccnl: string | null;
}> {
  const [row] = await db.select().from(employees).where(eq(employees.user_id, userId));
  return {
    workLocationId: row?.work_location_id ?? null,
    managerId: row?.manager_id ?? null,
    weeklyHours: row?.weekly_hours ?? 40,
    contractType: row?.contract_type ?? null,
    ccnl: row?.ccnl ?? null,
  };
}

export interface WorkingDay {
  date: string;
  /** Monday–Friday and not a holiday or closure. */
  working: boolean;
  /** Contractual hours of the day: weekly hours / 5 on working days, 0 otherwise. */
  hours: number;
  holiday: Holiday | null;
}

/** Every day from `from` to `to` (ISO dates, inclusive) for this user: weekends, holidays at their site, closures. */
export async function workingCalendar(db: Db, userId: string, from: string, to: string): Promise<WorkingDay[]> {
  const employment = await employmentOf(db, userId);
  const firstYear = Number(from.slice(0, 4));
  const lastYear = Number(to.slice(0, 4));
  const holidays: Holiday[] = [];
  for (let year = firstYear; year <= lastYear; year++)
    holidays.push(...(await holidaysOf(db, year, employment.workLocationId)));
  return calendarDays(from, to, employment.weeklyHours, holidays);
}

/** The patron saint of a work location row, as `holidayCalendar` takes it; null when it has none. */
export function patronOf(location: {
  name: string;
  city: string;
  patron_name: string;
  patron_month: number | null;
  patron_day: number | null;
}): { name: string; month: number; day: number } | null {
  if (!location.patron_month || !location.patron_day) return null;
  return {
    name: location.patron_name || `Patrono di ${location.city || location.name}`,
    month: location.patron_month,
    day: location.patron_day,
  };
}

/** The days from `from` to `to` given the weekly hours and the holidays already read (pure). */
export function calendarDays(from: string, to: string, weeklyHours: number, holidayList: Holiday[]): WorkingDay[] {
  const holidays = new Map<string, Holiday>();
  for (const holiday of holidayList) holidays.set(holiday.date, holiday);
  const days: WorkingDay[] = [];
  const end = new Date(`${to}T00:00:00Z`);
  for (let d = new Date(`${from}T00:00:00Z`); d <= end; d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    const weekday = d.getUTCDay();
    const holiday = holidays.get(date) ?? null;
    const working = weekday !== 0 && weekday !== 6 && !holiday;
    days.push({ date, working, hours: working ? weeklyHours / 5 : 0, holiday });
  }
  return days;
}
