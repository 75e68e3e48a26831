import {
  ANALYTICS_GROUPS,
  ANALYTICS_MAX_DAYS,
  type AnalyticsFilters,
  type AnalyticsGroup,
  type AnalyticsReportKind,
  formatDay,
  formatPercent,
} from '@portale/shared';
import type { AnalyticsSearch, PeriodPreset } from './analytics-search';
import { ANALYTICS_UI } from './strings';

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

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
    client_id: search.client_id,
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

const isGroup = (tab: AnalyticsReportKind): tab is AnalyticsGroup =>
  (ANALYTICS_GROUPS as readonly string[]).includes(tab);

/**
 * What the page shows for a URL state: the tab, the grouping of the hours (the tiles always need one) and the
 * API filters, null when the period is not valid. The route loader and the page read the same.
 */
export function reportState(search: AnalyticsSearch, today: string) {
  const tab: AnalyticsReportKind = search.tab ?? 'project';
  const group: AnalyticsGroup = isGroup(tab) ? tab : 'project';
  const resolved = resolveFilters(search, today);
  return { tab, group, resolved, filters: resolved.ok ? resolved.filters : null };
}

/** A share in percent, "—" when there is nothing to divide. */
export const formatPct = (pct: number | null) => (pct === null ? '—' : formatPercent(pct));

/** "gen 26" for an axis, "gennaio 2026" for a table; from YYYY-MM. */
export function monthAxisLabel(month: string): string {
  return `${formatDay(`${month}-01`, 'monthShort').replace('.', '')} ${month.slice(2, 4)}`;
}
export const monthName = (month: string) => formatDay(`${month}-01`, 'monthYear');
