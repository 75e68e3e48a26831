import { formatDay, todayInRome } from '@portale/shared';

/**
 * Calendar dates (ISO 'YYYY-MM-DD', no time) shown in it-IT for Europe/Rome (DESIGN.md §5). Noon UTC is the
 * same calendar day in Rome all year round, so formatting never shifts a date by one.
 */
const at = (date: string) => new Date(`${date}T12:00:00Z`);

export const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** e.g. "10 ago 2026". */
export const formatShortDate = (date: string) => formatDay(date, 'medium');

/** e.g. "7 dicembre". */
export const formatDayMonth = (month: number, day: number) => formatDay(isoDate(2024, month, day), 'dayMonth');

/** e.g. "lunedì 7 dicembre". */
export const formatWeekdayDayMonth = (date: string) => formatDay(date, 'weekdayDayMonth');

/** "gennaio" … "dicembre", index 0 = January. */
export const MONTH_NAMES = Array.from({ length: 12 }, (_, m) => formatDay(isoDate(2024, m + 1, 1), 'month'));

/** The current year in Rome (31 December at 23:30 in Rome is still that year). */
export const currentYear = () => Number(todayInRome().slice(0, 4));

/** Today in Rome as an ISO date. */
export { todayInRome };

/** Whole days from start to end, both included. */
export function daysBetween(start: string, end: string): number {
  return Math.round((at(end).getTime() - at(start).getTime()) / 86_400_000) + 1;
}

/** The next calendar day, as an ISO date. */
export function nextDay(date: string): string {
  const d = at(date);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Monday = 0 … Sunday = 6, as the Italian calendar starts its week on Monday. */
export const weekdayIndex = (date: string) => (at(date).getUTCDay() + 6) % 7;

export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();
