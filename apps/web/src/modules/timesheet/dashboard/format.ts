import { formatDay, formatMinutesAsHours } from '@portale/shared';

/** "16 nov" */
export const shortDay = (date: string) => formatDay(date, 'dayMonthShort');
/** "16 nov – 22 nov"; a single day once. */
export const dayRange = (from: string, to: string) =>
  from === to ? shortDay(from) : `${shortDay(from)} – ${shortDay(to)}`;
/** "37,5" */
export const hours = (minutes: number) => formatMinutesAsHours(minutes, '0');
