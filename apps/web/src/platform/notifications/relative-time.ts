import { formatInstant } from '@portale/shared';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/**
 * Spec §9: under 1 min 'Adesso', then 'Nm fa', then 'Nh fa' under 24 h, then an it-IT date.
 * A time slightly in the future (clocks out of step) also reads 'Adesso'.
 */
export function formatRelativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  const then = new Date(date);
  const elapsed = new Date(now).getTime() - then.getTime();
  if (Number.isNaN(elapsed)) return '';
  if (elapsed < MINUTE_MS) return 'Adesso';
  if (elapsed < HOUR_MS) return `${Math.floor(elapsed / MINUTE_MS)}m fa`;
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h fa`;
  return formatInstant(then, 'date');
}
