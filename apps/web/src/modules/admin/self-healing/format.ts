const DATE_TIME = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/** e.g. "22/11/2026, 14:05", in Europe/Rome (DESIGN.md §5). */
export function formatDateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

const SHORT = new Intl.DateTimeFormat('it-IT', {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/Rome',
});

/** e.g. "22/11, 14:05": chart axis labels. */
export function formatShortDateTime(iso: string): string {
  return SHORT.format(new Date(iso));
}
