import { formatInstant, formatRecent } from '@portale/shared';

/** e.g. "3 dic 2026, 14:05" (Europe/Rome). */
export const formatDateTime = (iso: string) => formatInstant(iso, 'medium');

/** e.g. "3 dicembre 2026 alle ore 14:05": link expiry. */
export const formatLongDateTime = (iso: string) => formatInstant(iso, 'long');

/** Like the notification times (spec §9): 'Adesso', "5 min fa", "3 ore fa" within a day, then date and time. */
export const formatRelative = (iso: string, now = Date.now()) => formatRecent(iso, now, 'medium');
