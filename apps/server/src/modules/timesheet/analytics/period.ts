import { ANALYTICS_MAX_DAYS, ANALYTICS_TEXT, type AnalyticsFilters } from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import { badRequest } from '@/platform/http/errors';

export interface Period {
  from: string;
  to: string;
}

const DAY = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today in Europe/Rome as YYYY-MM-DD. */
export function romeToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(now);
}

/** The period of a query: inclusive dates, the current year by default; from ≤ to and at most three years. */
export function periodOf(filters: Pick<AnalyticsFilters, 'from' | 'to'>, now = new Date()): Period {
  const year = romeToday(now).slice(0, 4);
  const from = filters.from ?? (filters.to ? `${filters.to.slice(0, 4)}-01-01` : `${year}-01-01`);
  const to = filters.to ?? (filters.from ? `${filters.from.slice(0, 4)}-12-31` : `${year}-12-31`);
  if (from > to) throw badRequest(ANALYTICS_TEXT.rangeOrder, { to: [ANALYTICS_TEXT.rangeOrder] });
  if ((dayOf(to) - dayOf(from)) / DAY + 1 > ANALYTICS_MAX_DAYS)
    throw badRequest(ANALYTICS_TEXT.rangeTooLong, { to: [ANALYTICS_TEXT.rangeTooLong] });
  return { from, to };
}

export const monthStart = (iso: string) => `${iso.slice(0, 7)}-01`;

export function nextMonth(iso: string): string {
  const d = new Date(`${monthStart(iso)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return isoOf(d.getTime());
}

const previousDay = (iso: string) => isoOf(dayOf(iso) - DAY);

/** The months of a period as YYYY-MM, first to last. */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  for (let m = monthStart(period.from); m <= period.to; m = nextMonth(m)) months.push(m.slice(0, 7));
  return months;
}

/**
 * Splits a period into whole months (read from the monthly rollup) and at most two partial edges (read from
 * time_entries): a year, a quarter or a month touches the rollup only.
 */
export function splitPeriod(period: Period): { months: [string, string] | null; edges: [string, string][] } {
  const firstFull = period.from.endsWith('-01') ? period.from : nextMonth(period.from);
  const afterLastFull =
    nextMonth(period.to) === isoOf(dayOf(period.to) + DAY) ? nextMonth(period.to) : monthStart(period.to);
  if (firstFull >= afterLastFull) return { months: null, edges: [[period.from, period.to]] };
  const edges: [string, string][] = [];
  if (period.from < firstFull) edges.push([period.from, previousDay(firstFull)]);
  if (period.to >= afterLastFull) edges.push([afterLastFull, period.to]);
  return { months: [firstFull, afterLastFull], edges };
}

/**
 * Minutes per user, project and month inside the period, as a subquery with columns user_id, project_id,
 * month, minutes, billable_minutes. Optional narrowing by project and user.
 */
export function minutesSource(period: Period, filters: { project_id?: string; user_id?: string }): SQL {
  const { months, edges } = splitPeriod(period);
  const narrow = (alias: string) =>
    sql.join(
      [
        filters.project_id ? sql`and ${sql.raw(alias)}.project_id = ${filters.project_id}::uuid` : sql``,
        filters.user_id ? sql`and ${sql.raw(alias)}.user_id = ${filters.user_id}::uuid` : sql``,
      ],
      sql` `,
    );
  const parts: SQL[] = [];
  if (months) {
    parts.push(sql`select mt.user_id, mt.project_id, mt.month, mt.minutes, mt.billable_minutes
      from timesheet_month_totals mt
      where mt.month >= ${months[0]}::date and mt.month < ${months[1]}::date ${narrow('mt')}`);
  }
  for (const [a, b] of edges) {
    parts.push(sql`select te.user_id, te.project_id, date_trunc('month', te.work_date)::date as month, te.minutes,
        case when te.billable then te.minutes else 0 end as billable_minutes
      from time_entries te
      where te.work_date between ${a}::date and ${b}::date ${narrow('te')}`);
  }
  return sql.join(parts, sql` union all `);
}
