// Italian formatting, written once for both sides (DESIGN.md §5: it-IT, instants shown in Europe/Rome).
// Two kinds of dates exist: a calendar day ('2026-11-24', no time zone: read and shown in UTC so it never moves)
// and an instant (an ISO timestamp, shown in Rome's time).

const ROME = 'Europe/Rome';

export type DayStyle =
  | 'long' // 24 novembre 2026
  | 'medium' // 24 nov 2026
  | 'numeric' // 24/11/2026
  | 'dayMonth' // 24 novembre
  | 'dayMonthShort' // 24 nov
  | 'weekday' // martedì 24 novembre 2026
  | 'weekdayDayMonth' // martedì 24 novembre
  | 'weekdayShort' // mar 24 nov
  | 'weekdayShortOnly' // mar
  | 'monthYear' // novembre 2026
  | 'monthYearShort' // nov 2026
  | 'month' // novembre
  | 'monthShort'; // nov

const DAY_OPTIONS: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  medium: { day: 'numeric', month: 'short', year: 'numeric' },
  numeric: { day: '2-digit', month: '2-digit', year: 'numeric' },
  dayMonth: { day: 'numeric', month: 'long' },
  dayMonthShort: { day: 'numeric', month: 'short' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  weekdayDayMonth: { weekday: 'long', day: 'numeric', month: 'long' },
  weekdayShort: { weekday: 'short', day: 'numeric', month: 'short' },
  weekdayShortOnly: { weekday: 'short' },
  monthYear: { month: 'long', year: 'numeric' },
  monthYearShort: { month: 'short', year: 'numeric' },
  month: { month: 'long' },
  monthShort: { month: 'short' },
};

export type InstantStyle =
  | 'long' // 24 novembre 2026 alle ore 17:30
  | 'medium' // 24 nov 2026, 17:30
  | 'short' // 24/11/26, 17:30
  | 'numeric' // 24/11/2026, 17:30:05
  | 'dateTime' // 24/11/2026, 17:30
  | 'dayMonthTime' // 24/11, 17:30
  | 'mediumSeconds' // 24 nov 2026, 17:30:05
  | 'date' // 24/11/2026
  | 'longDate' // 24 novembre 2026
  | 'mediumDate' // 24 nov 2026
  | 'weekdayDate' // martedì 24 novembre 2026
  | 'time' // 17:30
  | 'timeSeconds'; // 17:30:05

const INSTANT_OPTIONS: Record<InstantStyle, Intl.DateTimeFormatOptions> = {
  long: { dateStyle: 'long', timeStyle: 'short' },
  medium: { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  short: { dateStyle: 'short', timeStyle: 'short' },
  numeric: {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  },
  dateTime: { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' },
  dayMonthTime: { day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' },
  mediumSeconds: { dateStyle: 'medium', timeStyle: 'medium' },
  date: { day: '2-digit', month: '2-digit', year: 'numeric' },
  longDate: { day: 'numeric', month: 'long', year: 'numeric' },
  mediumDate: { day: 'numeric', month: 'short', year: 'numeric' },
  weekdayDate: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit' },
  timeSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
};

// Intl objects are costly to build: one per style, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/** A calendar day ('YYYY-MM-DD'), e.g. `formatDay('2026-03-03')` → "3 mar 2026". */
export function formatDay(day: string, style: DayStyle = 'medium'): string {
  const formatter = cached(
    `day:${style}`,
    () => new Intl.DateTimeFormat('it-IT', { ...DAY_OPTIONS[style], timeZone: 'UTC' }),
  );
  return formatter.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));
}

/** An instant in Rome's time, e.g. `formatInstant('2026-11-22T13:05:09Z', 'numeric')` → "22/11/2026, 14:05:09". */
export function formatInstant(instant: string | number | Date, style: InstantStyle = 'medium'): string {
  const formatter = cached(
    `instant:${style}`,
    () => new Intl.DateTimeFormat('it-IT', { ...INSTANT_OPTIONS[style], timeZone: ROME }),
  );
  return formatter.format(new Date(instant));
}

/** Today's calendar day in Rome ('YYYY-MM-DD'): the day an Italian user sees on their calendar. */
export function todayInRome(now: Date = new Date()): string {
  return cached('today', () => new Intl.DateTimeFormat('en-CA', { timeZone: ROME })).format(now);
}

/**
 * "1.234,5": Italian grouping and decimal comma, at most `maxFractionDigits` decimals (and at least
 * `minFractionDigits`, e.g. a rating always shown as "3,70").
 */
export function formatNumber(value: number, maxFractionDigits = 2, minFractionDigits = 0): string {
  return cached(
    `number:${maxFractionDigits}:${minFractionDigits}`,
    () =>
      new Intl.NumberFormat('it-IT', {
        maximumFractionDigits: maxFractionDigits,
        minimumFractionDigits: minFractionDigits,
      }),
  ).format(value);
}

/** "7,5 h". */
export function formatHours(hours: number): string {
  return `${formatNumber(hours)} h`;
}

/** "28.000 €", or "28.000,50 €" with `cents`. Grouping always, so four-digit amounts read "1.250 €". */
export function formatEuro(amount: number, options: { cents?: boolean } = {}): string {
  const cents = options.cents === true;
  return cached(
    `euro:${cents}`,
    () =>
      new Intl.NumberFormat('it-IT', {
        style: 'currency',
        currency: 'EUR',
        useGrouping: 'always',
        minimumFractionDigits: cents ? 2 : 0,
        maximumFractionDigits: cents ? 2 : 0,
      }),
  ).format(amount);
}

/** "12,5%" from 12.5 (a value already in percent). */
export function formatPercent(percent: number, maxFractionDigits = 1): string {
  return `${formatNumber(percent, maxFractionDigits)}%`;
}

/** "50 MB", "1,5 MB", "800 KB", "12 byte": binary multiples, as file managers show them. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} byte`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
  return `${formatNumber(bytes / (1024 * 1024 * 1024), 1)} GB`;
}

const PLURAL = new Intl.PluralRules('it-IT');

/**
 * The Italian form for `count`: `plural(1, { one: 'giorno', other: 'giorni' })` → "giorno". With `{n}` in the
 * forms the count is written in: `plural(3, { one: '{n} giorno usato', other: '{n} giorni usati' })`.
 */
export function plural(count: number, forms: { one: string; other: string }): string {
  const form = PLURAL.select(count) === 'one' ? forms.one : forms.other;
  return form.replaceAll('{n}', formatNumber(count));
}

const RELATIVE = new Intl.RelativeTimeFormat('it', { numeric: 'auto' });
const RELATIVE_STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
  ['week', 4.345],
  ['month', 12],
  ['year', Number.POSITIVE_INFINITY],
];

/** "2 minuti fa", "ieri", "tra 3 giorni": how long ago (or until) an instant, in words. */
export function formatRelative(instant: string | number | Date, now: Date = new Date()): string {
  let amount = (new Date(instant).getTime() - now.getTime()) / 1000;
  if (Math.abs(amount) < 45) return 'adesso';
  for (const [unit, size] of RELATIVE_STEPS) {
    if (Math.abs(amount) < size) return RELATIVE.format(Math.round(amount), unit);
    amount /= size;
  }
  return RELATIVE.format(Math.round(amount), 'year');
}

const AGO_MINUTES = new Intl.RelativeTimeFormat('it', { numeric: 'always', style: 'short' });
const AGO = new Intl.RelativeTimeFormat('it', { numeric: 'always' });
const MINUTE_MS = 60_000;

/**
 * Spec §9, how recent something is: under a minute 'Adesso', then "5 min fa", then "1 ora fa" / "3 ore fa" under 24 h,
 * then the date (`olderStyle`). Words from Intl.RelativeTimeFormat('it'), never hand-made abbreviations. A time
 * slightly in the future (clocks out of step) also reads 'Adesso'.
 */
export function formatRecent(
  instant: string | number | Date,
  now: Date | number = Date.now(),
  olderStyle: InstantStyle = 'date',
): string {
  const then = new Date(instant);
  const minutes = Math.floor((new Date(now).getTime() - then.getTime()) / MINUTE_MS);
  if (Number.isNaN(minutes)) return '';
  if (minutes < 1) return 'Adesso';
  if (minutes < 60) return AGO_MINUTES.format(-minutes, 'minute');
  if (minutes < 24 * 60) return AGO.format(-Math.floor(minutes / 60), 'hour');
  return formatInstant(then, olderStyle);
}

/** How long ago, in whole units: "1 ora fa", "3 giorni fa" (never "ieri": for counts shown in lists). */
export const formatAgo = (amount: number, unit: 'minute' | 'hour' | 'day') => AGO.format(-amount, unit);
