import { formatRecent } from '@portale/shared';

/**
 * Spec §9: under 1 min 'Adesso', then minutes ("5 min fa"), then hours ("3 ore fa") under 24 h, then an it-IT date,
 * in Intl.RelativeTimeFormat's Italian words. A time slightly in the future (clocks out of step) also reads 'Adesso'.
 */
export function formatRelativeTime(date: Date | string | number, now: Date | number = Date.now()): string {
  return formatRecent(date, now, 'date');
}
