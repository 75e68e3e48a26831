import { formatInstant, formatRelative } from '@portale/shared';

/** "adesso", "5 minuti fa", "ieri", "3 giorni fa"… in Italian (the shared wording, DESIGN.md §5). */
export function formatRelativeTime(date: string | Date, now: number = Date.now()): string {
  return formatRelative(date, new Date(now));
}

/** The exact moment, for the tooltip next to a relative time (Europe/Rome, DESIGN.md §5). */
export function formatDateTime(date: string | Date): string {
  return formatInstant(date, 'long');
}
