import type {
  AnalyticsFilters,
  AnalyticsGroup,
  AnalyticsMonth,
  AnalyticsQuery,
  AnalyticsReport,
  AnalyticsRow,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { billableHourValue, fixedPriceJoin } from '../billable-value';
import { canSeeMoney } from '../projects/access';
import { minutesSource, monthsOf, type Period, periodOf } from './period';

/** Label of hours of projects without a client. */
export const NO_CLIENT = 'Senza cliente';

export const round2 = (n: number) => Math.round(n * 100) / 100;
export const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

interface Aggregate {
  key: string;
  label: string;
  detail: string;
  color: string | null;
  month: string;
  minutes: number;
  billable_minutes: number;
  amount: number;
  cost: number;
}

const GROUPS: Record<AnalyticsGroup, { key: SQL; label: SQL; detail: SQL; color: SQL }> = {
  project: { key: sql`p.id::text`, label: sql`p.name`, detail: sql`p.code`, color: sql`p.color` },
  person: {
    key: sql`u.id::text`,
    label: sql`u.first_name || ' ' || u.last_name`,
    detail: sql`u.username`,
    color: sql`null::text`,
  },
  // Keyed by the client company; its name is kept on the project by triggers (migration 0023).
  client: {
    key: sql`coalesce(p.client_company_id::text, '')`,
    label: sql`p.client_name`,
    detail: sql`''`,
    color: sql`null::text`,
  },
  month: { key: sql`to_char(s.month, 'YYYY-MM')`, label: sql`''`, detail: sql`''`, color: sql`null::text` },
};

/** The client filter on the project `p`: one client company, or `none` for the projects without one. */
export function clientFilterSql(clientId: string | undefined): SQL {
  if (clientId === 'none') return sql`and p.client_company_id is null`;
  return clientId ? sql`and p.client_company_id = ${clientId}::uuid` : sql``;
}

/**
 * Minutes, billable minutes, value (billable hours at the shared rule of billable-value.ts) and cost (hours ×
 * the member's cost on the project, else the employee's) per group and month. Soft-deleted projects are left
 * out, as everywhere else in the module.
 */
export async function aggregate(
  db: Db,
  period: Period,
  filters: AnalyticsFilters,
  group: AnalyticsGroup,
): Promise<Aggregate[]> {
  const g = GROUPS[group];
  const minutes =
    filters.billable === 'true'
      ? sql`s.billable_minutes`
      : filters.billable === 'false'
        ? sql`(s.minutes - s.billable_minutes)`
        : sql`s.minutes`;
  const billable = filters.billable === 'false' ? sql`0` : sql`s.billable_minutes`;
  const rows = await selectRows<Aggregate>(
    db,
    sql`with s as (${minutesSource(period, filters)})
      select ${g.key} as key, ${g.label} as label, ${g.detail} as detail, ${g.color} as color,
        to_char(s.month, 'YYYY-MM') as month,
        sum(${minutes})::float8 as minutes,
        sum(${billable})::float8 as billable_minutes,
        coalesce(sum(${billable} * ${billableHourValue}), 0)::float8 / 60 as amount,
        coalesce(sum(${minutes} * coalesce(pm.hourly_cost, e.hourly_cost, 0)), 0)::float8 / 60 as cost
      from s
      join projects p on p.id = s.project_id and p.deleted_at is null
      join users u on u.id = s.user_id
      left join project_members pm on pm.project_id = s.project_id and pm.user_id = s.user_id
      left join employees e on e.user_id = s.user_id
      ${fixedPriceJoin(filters.project_id)}
      where true ${clientFilterSql(filters.client_id)}
      group by 1, 2, 3, 4, 5
      having sum(${minutes}) > 0`,
  );
  return rows.map((r) => ({
    ...r,
    minutes: Number(r.minutes),
    billable_minutes: Number(r.billable_minutes),
    amount: Number(r.amount),
    cost: Number(r.cost),
  }));
}

const MONTH_NAMES = new Intl.DateTimeFormat('it-IT', { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const monthLabel = (month: string) => MONTH_NAMES.format(new Date(`${month}-01T00:00:00Z`));

type Summed = Omit<AnalyticsRow, 'amount' | 'cost'> & { amount: number; cost: number };

/**
 * The hours report: one row per group (largest first; months in order), a zero-filled monthly series, totals. Value
 * and cost are money: left out for anyone without view_all_invoices.
 */
export async function hoursReport(db: Db, actor: Actor, query: AnalyticsQuery): Promise<AnalyticsReport> {
  const period = periodOf(query);
  const group = query.group_by;
  const data = await aggregate(db, period, query, group);
  const money = canSeeMoney(actor);
  const amounts = (amount: number, cost?: number) =>
    money ? { amount: round2(amount), ...(cost !== undefined && { cost: round2(cost) }) } : {};

  const byKey = new Map<string, Summed & { minutes: number; billable_minutes: number }>();
  const byMonth = new Map<string, { minutes: number; billable_minutes: number; amount: number }>(
    monthsOf(period).map((m) => [m, { minutes: 0, billable_minutes: 0, amount: 0 }]),
  );
  for (const a of data) {
    const row = byKey.get(a.key) ?? {
      key: a.key,
      label: group === 'month' ? monthLabel(a.key) : group === 'client' && a.label === '' ? NO_CLIENT : a.label,
      detail: a.detail,
      color: a.color,
      hours: 0,
      billable_hours: 0,
      non_billable_hours: 0,
      amount: 0,
      cost: 0,
      minutes: 0,
      billable_minutes: 0,
    };
    row.minutes += a.minutes;
    row.billable_minutes += a.billable_minutes;
    row.amount += a.amount;
    row.cost += a.cost;
    byKey.set(a.key, row);
    const month = byMonth.get(a.month);
    if (month) {
      month.minutes += a.minutes;
      month.billable_minutes += a.billable_minutes;
      month.amount += a.amount;
    }
  }

  const rows: AnalyticsRow[] = [...byKey.values()].map(({ minutes, billable_minutes, amount, cost, ...row }) => ({
    ...row,
    hours: minutes / 60,
    billable_hours: billable_minutes / 60,
    non_billable_hours: (minutes - billable_minutes) / 60,
    ...amounts(amount, cost),
  }));
  if (group === 'month') rows.sort((a, b) => a.key.localeCompare(b.key));
  else rows.sort((a, b) => b.hours - a.hours || a.label.localeCompare(b.label, 'it'));

  const months: AnalyticsMonth[] = [...byMonth.entries()].map(([month, m]) => ({
    month,
    hours: m.minutes / 60,
    billable_hours: m.billable_minutes / 60,
    non_billable_hours: (m.minutes - m.billable_minutes) / 60,
    ...amounts(m.amount),
  }));
  const minutes = data.reduce((sum, a) => sum + a.minutes, 0);
  const billable = data.reduce((sum, a) => sum + a.billable_minutes, 0);
  return {
    ...period,
    group_by: group,
    rows,
    months,
    totals: {
      hours: minutes / 60,
      billable_hours: billable / 60,
      non_billable_hours: (minutes - billable) / 60,
      ...amounts(
        data.reduce((sum, a) => sum + a.amount, 0),
        data.reduce((sum, a) => sum + a.cost, 0),
      ),
      billable_pct: pct(billable, minutes),
    },
  };
}
