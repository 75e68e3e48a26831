import { formatInstant } from '@portale/shared';

/** e.g. "domenica 22 novembre 2026", in Europe/Rome (DESIGN.md §5). */
export function formatLongDate(date: Date | string | number): string {
  return formatInstant(date, 'weekdayDate');
}
