import { formatInstant } from '@portale/shared';
import { USERS_TEXT } from './strings';

/** e.g. "3 dic 2026, 14:05" (Europe/Rome). */
export const formatDateTime = (iso: string) => formatInstant(iso, 'medium');

/** e.g. "3 dicembre 2026 alle ore 14:05": link expiry. */
export const formatLongDateTime = (iso: string) => formatInstant(iso, 'long');

/** Like the notification times (spec §9): 'Adesso', 'N min fa', 'N h fa' within a day, then an it-IT date. */
export function formatRelative(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return USERS_TEXT.relative.now;
  if (minutes < 60) return USERS_TEXT.relative.minutes(minutes);
  if (minutes < 24 * 60) return USERS_TEXT.relative.hours(Math.floor(minutes / 60));
  return formatDateTime(iso);
}
