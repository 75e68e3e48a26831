import type { BirthdayItem, NewColleague } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';

/** Today in Italy, as YYYY-MM-DD. */
export function romeToday(now = new Date()): string {
  return now.toLocaleDateString('en-CA', { timeZone: 'Europe/Rome' });
}

/** Monday–Sunday of the week containing `today` (ISO dates). */
export function weekOf(today: string): string[] {
  const d = new Date(`${today}T00:00:00Z`);
  const monday = new Date(d);
  monday.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return Array.from({ length: 7 }, (_, i) => {
    const day = new Date(monday);
    day.setUTCDate(monday.getUTCDate() + i);
    return day.toISOString().slice(0, 10);
  });
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Birthdays of this week, only of people who chose to share them (day and month only). */
export async function birthdaysThisWeek(db: Db, now = new Date()): Promise<BirthdayItem[]> {
  const week = weekOf(romeToday(now));
  const days = week.map((d) => d.slice(5));
  // In a year without 29 February, people born on it celebrate on the 28th.
  const feb28 = week.find((d) => d.endsWith('-02-28'));
  const leapDayOff = feb28 !== undefined && !isLeapYear(Number(feb28.slice(0, 4)));
  const matched = leapDayOff ? [...days, '02-29'] : days;
  const position = (md: string) => days.indexOf(leapDayOff && md === '02-29' ? '02-28' : md);
  const rows = await selectRows<BirthdayItem & { md: string }>(
    db,
    sql`select u.id, u.first_name || ' ' || u.last_name as name, e.job_title, u.avatar_url,
        extract(day from e.birth_date)::int as day, extract(month from e.birth_date)::int as month,
        to_char(e.birth_date, 'MM-DD') as md
      from employees e join users u on u.id = e.user_id
      where e.share_birthday and e.birth_date is not null and u.status = 'active'
        and to_char(e.birth_date, 'MM-DD') in (${sql.join(
          matched.map((d) => sql`${d}`),
          sql`, `,
        )})`,
  );
  return rows
    .sort((a, b) => position(a.md) - position(b.md) || a.name.localeCompare(b.name, 'it'))
    .map(({ md: _md, ...r }) => r);
}

/** People hired in the last 30 days (up to today), newest first. */
export function newColleagues(db: Db, now = new Date()): Promise<NewColleague[]> {
  const today = romeToday(now);
  return selectRows<NewColleague>(
    db,
    sql`select u.id, u.first_name || ' ' || u.last_name as name, e.job_title, d.name as department_name,
        e.hire_date::text as hire_date, u.avatar_url
      from employees e join users u on u.id = e.user_id left join departments d on d.id = e.department_id
      where u.status <> 'disabled' and u.role <> 'client'
        and e.hire_date between (${today}::date - 30) and ${today}::date
      order by e.hire_date desc, lower(u.last_name)
      limit 20`,
  );
}
