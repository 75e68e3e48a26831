import { formatInstant } from '@portale/shared';

const RELATIVE = new Intl.RelativeTimeFormat('it', { numeric: 'auto' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "adesso", "5 minuti fa", "ieri", "3 giorni fa", "2 mesi fa"… in Italian. */
export function formatRelativeTime(date: string | Date, now: number = Date.now()): string {
  const seconds = Math.round((new Date(date).getTime() - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'adesso';
  if (abs < HOUR) return RELATIVE.format(Math.round(seconds / MINUTE), 'minute');
  if (abs < DAY) return RELATIVE.format(Math.round(seconds / HOUR), 'hour');
  if (abs < 30 * DAY) return RELATIVE.format(Math.round(seconds / DAY), 'day');
  if (abs < 365 * DAY) return RELATIVE.format(Math.round(seconds / (30 * DAY)), 'month');
  return RELATIVE.format(Math.round(seconds / (365 * DAY)), 'year');
}

/** The exact moment, for the tooltip next to a relative time (Europe/Rome, DESIGN.md §5). */
export function formatDateTime(date: string | Date): string {
  return formatInstant(date, 'long');
}
