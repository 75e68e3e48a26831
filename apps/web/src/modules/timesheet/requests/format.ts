import type { LeaveRequest } from '@portale/shared';

// Pure formatting of leave amounts and periods, shared by the list, the preview and the calendar.

const NUMBER = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });
const SHORT = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const WITH_YEAR = new Intl.DateTimeFormat('it-IT', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const FULL = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

const utc = (iso: string) => new Date(`${iso}T00:00:00Z`);

export const formatNumber = (n: number) => NUMBER.format(n);

/** "4 giorni", "1 giorno", "3,75 ore", "1 ora". */
export function formatAmount(amount: number, unit: 'days' | 'hours'): string {
  const word = unit === 'hours' ? (amount === 1 ? 'ora' : 'ore') : amount === 1 ? 'giorno' : 'giorni';
  return `${formatNumber(amount)} ${word}`;
}

/** "12 mar 2027", or "12 mar" when the year is understood. */
export const formatDate = (iso: string, withYear = true) => (withYear ? WITH_YEAR : SHORT).format(utc(iso));

/** "lunedì 29 marzo". */
export const formatDayLong = (iso: string) => FULL.format(utc(iso));

/** "29 mar – 2 apr 2027", "3 mar 2027, 09:00–13:00", "3 mar 2027". */
export function formatPeriod(r: Pick<LeaveRequest, 'start_date' | 'end_date' | 'start_time' | 'end_time'>): string {
  if (r.start_date !== r.end_date) return `${formatDate(r.start_date, false)} – ${formatDate(r.end_date)}`;
  const day = formatDate(r.start_date);
  return r.start_time && r.end_time ? `${day}, ${r.start_time}–${r.end_time}` : day;
}

/** The request in its type's unit: hours for permessi, days otherwise. */
export const requestAmount = (r: Pick<LeaveRequest, 'leave_type' | 'days' | 'hours'>) =>
  formatAmount(r.leave_type.unit === 'hours' ? r.hours : r.days, r.leave_type.unit);

/** Today as an ISO date in Europe/Rome (the company's calendar). */
export function todayInRome(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}
