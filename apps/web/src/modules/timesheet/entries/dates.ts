import { formatDay, mondayOfWeek, todayInRome } from '@portale/shared';

/** Today's Monday in Rome. */
export const currentMonday = (now = new Date()) => mondayOfWeek(todayInRome(now));

/** "16 – 22 novembre 2026", "30 novembre – 6 dicembre 2026", "29 dicembre 2025 – 4 gennaio 2026". */
export function weekRangeLabel(from: string, to: string): string {
  const end = formatDay(to, 'long');
  if (from.slice(0, 7) === to.slice(0, 7)) return `${Number(from.slice(8))} – ${end}`;
  if (from.slice(0, 4) === to.slice(0, 4)) return `${formatDay(from, 'dayMonth')} – ${end}`;
  return `${formatDay(from, 'long')} – ${end}`;
}
