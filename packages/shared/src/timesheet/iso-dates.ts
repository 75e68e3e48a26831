import { isDateInRange } from '../date-range';

// Pure date helpers (ISO dates, UTC arithmetic so no time zone can shift a day), without zod: the web app's
// URL validators use them, and they are part of the entry chunk every visitor downloads.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isValidIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value && isDateInRange(value);
}

export function shiftIsoDate(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week holding `date`. */
export function mondayOfWeek(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return shiftIsoDate(date, -((weekday + 6) % 7));
}

export function isIsoMonday(date: string): boolean {
  return isValidIsoDate(date) && new Date(`${date}T00:00:00Z`).getUTCDay() === 1;
}

/** The seven ISO dates of the week starting on `monday`. */
export function datesOfWeek(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => shiftIsoDate(monday, i));
}

/** "gg/mm", as used in the messages about a day. */
export function formatDayMonth(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}`;
}
