import { formatDay, type LeaveRequest, plural } from '@portale/shared';
import { REQUESTS_TEXT } from './strings';

// Formatting of leave amounts and periods, shared by the list, the preview and the calendar.

/** "4 giorni", "1 giorno", "3,75 ore", "1 ora". */
export const formatAmount = (amount: number, unit: 'days' | 'hours') => plural(amount, REQUESTS_TEXT.amount[unit]);

/** "12 mar 2027", or "12 mar" when the year is understood. */
export const formatDate = (iso: string, withYear = true) => formatDay(iso, withYear ? 'medium' : 'dayMonthShort');

/** "lunedì 29 marzo". */
export const formatDayLong = (iso: string) => formatDay(iso, 'weekdayDayMonth');

/** "29 mar – 2 apr 2027", "3 mar 2027, 09:00–13:00", "3 mar 2027". */
export function formatPeriod(r: Pick<LeaveRequest, 'start_date' | 'end_date' | 'start_time' | 'end_time'>): string {
  if (r.start_date !== r.end_date) return `${formatDate(r.start_date, false)} – ${formatDate(r.end_date)}`;
  const day = formatDate(r.start_date);
  return r.start_time && r.end_time ? `${day}, ${r.start_time}–${r.end_time}` : day;
}

/** The request in its type's unit: hours for permessi, days otherwise. */
export const requestAmount = (r: Pick<LeaveRequest, 'leave_type' | 'days' | 'hours'>) =>
  formatAmount(r.leave_type.unit === 'hours' ? r.hours : r.days, r.leave_type.unit);
