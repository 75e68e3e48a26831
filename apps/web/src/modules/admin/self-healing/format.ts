import { formatInstant } from '@portale/shared';
/** e.g. "22/11/2026, 14:05", in Europe/Rome (DESIGN.md §5). */
export function formatDateTime(iso: string): string {
  return formatInstant(iso, 'dateTime');
}

/** e.g. "22/11, 14:05": chart axis labels. */
export function formatShortDateTime(iso: string): string {
  return formatInstant(iso, 'dayMonthTime');
}
