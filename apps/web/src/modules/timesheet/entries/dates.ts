import { mondayOfWeek } from '@portale/shared';

// Dates of the grid are ISO days; format them at noon UTC so no time zone moves them to another day.
const at = (date: string) => new Date(`${date}T12:00:00Z`);
const fmt = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('it-IT', { ...options, timeZone: 'UTC' });
const WEEKDAY = fmt({ weekday: 'short' });
const DAY_MONTH = fmt({ day: 'numeric', month: 'short' });
const LONG_DAY = fmt({ weekday: 'long', day: 'numeric', month: 'long' });
const DAY_MONTH_YEAR = fmt({ day: 'numeric', month: 'long', year: 'numeric' });
const DAY_LONG_MONTH = fmt({ day: 'numeric', month: 'long' });
const STAMP = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });

/** Today's Monday in Rome. */
export function currentMonday(now = new Date()): string {
  return mondayOfWeek(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now));
}

/** "lun" */
export const weekdayShort = (date: string) => WEEKDAY.format(at(date)).replace('.', '');
/** "16 nov" */
export const dayMonthShort = (date: string) => DAY_MONTH.format(at(date));
/** "lunedì 16 novembre" */
export const longDay = (date: string) => LONG_DAY.format(at(date));
/** "16 – 22 novembre 2026", "30 novembre – 6 dicembre 2026" */
export function weekRangeLabel(from: string, to: string): string {
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8))} – ${DAY_MONTH_YEAR.format(at(to))}`;
  if (from.slice(0, 4) === to.slice(0, 4))
    return `${DAY_LONG_MONTH.format(at(from))} – ${DAY_MONTH_YEAR.format(at(to))}`;
  return `${DAY_MONTH_YEAR.format(at(from))} – ${DAY_MONTH_YEAR.format(at(to))}`;
}
/** "16/11/26, 17:30" */
export const stamp = (iso: string) => STAMP.format(new Date(iso));
