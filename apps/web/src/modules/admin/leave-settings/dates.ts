/**
 * Calendar dates (ISO 'YYYY-MM-DD', no time) shown in it-IT for Europe/Rome (DESIGN.md §5). Noon UTC is the
 * same calendar day in Rome all year round, so formatting never shifts a date by one.
 */
const at = (date: string) => new Date(`${date}T12:00:00Z`);

const SHORT = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});
const DAY_MONTH = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'long', timeZone: 'Europe/Rome' });
const WEEKDAY_DAY_MONTH = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'Europe/Rome',
});
const MONTH = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'Europe/Rome' });
const YEAR = new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: 'Europe/Rome' });
const ISO_DAY = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Europe/Rome',
});

export const isoDate = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** e.g. "10 ago 2026". */
export const formatShortDate = (date: string) => SHORT.format(at(date));

/** e.g. "7 dicembre". */
export const formatDayMonth = (month: number, day: number) => DAY_MONTH.format(at(isoDate(2024, month, day)));

/** e.g. "lunedì 7 dicembre". */
export const formatWeekdayDayMonth = (date: string) => WEEKDAY_DAY_MONTH.format(at(date));

/** "gennaio" … "dicembre", index 0 = January. */
export const MONTH_NAMES = Array.from({ length: 12 }, (_, m) => MONTH.format(at(isoDate(2024, m + 1, 1))));

/** The current year in Rome (31 December at 23:30 in Rome is still that year). */
export const currentYear = () => Number(YEAR.format(new Date()));

/** Today in Rome as an ISO date ('en-CA' formats as YYYY-MM-DD). */
export const todayInRome = () => ISO_DAY.format(new Date());

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
