import { formatMinutesAsHours } from '@portale/shared';

// ISO days formatted at noon UTC, so no time zone moves them to another day.
const at = (date: string) => new Date(`${date}T12:00:00Z`);
const DAY_MONTH = new Intl.DateTimeFormat('it-IT', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const STAMP = new Intl.DateTimeFormat('it-IT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Rome' });

/** "16 nov" */
export const shortDay = (date: string) => DAY_MONTH.format(at(date));
/** "16 nov – 22 nov"; a single day once. */
export const dayRange = (from: string, to: string) =>
  from === to ? shortDay(from) : `${shortDay(from)} – ${shortDay(to)}`;
/** "16/11/26, 17:30" */
export const stamp = (iso: string) => STAMP.format(new Date(iso));
/** "37,5" */
export const hours = (minutes: number) => formatMinutesAsHours(minutes, '0');
