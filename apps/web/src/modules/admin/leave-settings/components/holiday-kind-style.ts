import type { HolidayKind } from '../calendar-model';

/** Colours of the calendar tab; the dark text shades keep AA contrast on the tinted cells in both themes. */
export const KIND_STYLES: Record<HolidayKind, { cell: string; dot: string }> = {
  national: {
    cell: 'bg-red-100 font-semibold text-red-900 dark:bg-red-900/60 dark:text-red-50',
    dot: 'bg-red-500 dark:bg-red-400',
  },
  patron: {
    cell: 'bg-violet-100 font-semibold text-violet-900 dark:bg-violet-900/60 dark:text-violet-50',
    dot: 'bg-violet-500 dark:bg-violet-400',
  },
  closure: {
    cell: 'bg-amber-100 font-semibold text-amber-900 dark:bg-amber-900/50 dark:text-amber-50',
    dot: 'bg-amber-500 dark:bg-amber-400',
  },
};
