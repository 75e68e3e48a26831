import { ANALYTICS_MAX_DAYS, type AnalyticsFilters } from '@portale/shared';
import type { AnalyticsSearch, PeriodPreset } from './analytics-search';
import { ANALYTICS_UI } from './strings';

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Today in Europe/Rome as YYYY-MM-DD (the company's calendar, whatever the browser's zone). */
export function romeToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}

/** The dates of a preset around `today`: this month, this quarter, this year. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'personalizzato'>, today: string) {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  if (preset === 'mese')
    return { from: `${year}-${pad(month)}-01`, to: `${year}-${pad(month)}-${lastDay(year, month)}` };
  if (preset === 'trimestre') {
    const first = month - ((month - 1) % 3);
    return { from: `${year}-${pad(first)}-01`, to: `${year}-${pad(first + 2)}-${lastDay(year, first + 2)}` };
  }
  return { from: `${year}-01-01`, to: `${year}-12-31` };
}

export type ResolvedFilters =
  | { ok: true; preset: PeriodPreset; filters: AnalyticsFilters & { from: string; to: string } }
  | { ok: false; preset: PeriodPreset; error: string };

/**
 * The API filters of the URL state. A custom period needs both dates, in order, within three years (the
 * server says the same; checking here avoids a request that can only fail).
 */
export function resolveFilters(search: AnalyticsSearch, today: string): ResolvedFilters {
  const preset: PeriodPreset = search.preset ?? (search.from || search.to ? 'personalizzato' : 'anno');
  const rest = {
    project_id: search.project_id,
    user_id: search.user_id,
    client: search.client,
    billable: search.billable,
  };
  if (preset !== 'personalizzato') return { ok: true, preset, filters: { ...presetPeriod(preset, today), ...rest } };
  const { from, to } = search;
  if (!from || !to) return { ok: false, preset, error: ANALYTICS_UI.filters.rangeMissing };
  if (from > to) return { ok: false, preset, error: ANALYTICS_UI.filters.rangeOrder };
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days > ANALYTICS_MAX_DAYS) return { ok: false, preset, error: ANALYTICS_UI.filters.rangeTooLong };
  return { ok: true, preset, filters: { from, to, ...rest } };
}

const hoursFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 });
const euroFormat = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const euroCents = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const pctFormat = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });

export const formatHours = (hours: number) => `${hoursFormat.format(hours)} h`;
export const formatNumber = (n: number) => hoursFormat.format(n);
/** Whole euros in tiles and axes, cents in tables. */
export const formatEuro = (amount: number, cents = false) => (cents ? euroCents : euroFormat).format(amount);
export const formatPct = (pct: number | null) => (pct === null ? '—' : `${pctFormat.format(pct)}%`);

const monthShort = new Intl.DateTimeFormat('it-IT', { month: 'short', timeZone: 'UTC' });
const monthLong = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "gen 26" for an axis, "gennaio 2026" for a table; from YYYY-MM. */
export function monthAxisLabel(month: string): string {
  return `${monthShort.format(new Date(`${month}-01T00:00:00Z`)).replace('.', '')} ${month.slice(2, 4)}`;
}
export function monthName(month: string): string {
  return monthLong.format(new Date(`${month}-01T00:00:00Z`));
}

/** A query string of the set values only. */
export function searchOf(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  return params.size > 0 ? `?${params}` : '';
}
