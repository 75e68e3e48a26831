/** Dates are shown in Europe/Rome with it-IT formatting (DESIGN.md §5). */
const LONG_DATE = new Intl.DateTimeFormat('it-IT', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Rome',
});

/** e.g. "domenica 22 novembre 2026". */
export function formatLongDate(date: Date | string | number): string {
  return LONG_DATE.format(new Date(date));
}
