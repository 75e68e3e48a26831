import { CONTRACT_EXPIRING_DAYS, DASHBOARD_LIST_SIZE, FOLLOW_UP_DAYS, TOP_CLIENTS_SIZE } from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';
import type { DashboardPeriod } from './period';

// The CRM dashboard's figures in one statement: each part is a subquery aggregated to JSON, so a dashboard is one
// round trip whatever the driver. Amounts are taxable (VAT excluded) cents; the service drops them for readers
// without view_all_invoices (docs/sales.md, "Dashboard").

const day = (value: string) => sql`${value}::date`;
/** Midnight of an Italian day, as an instant. */
const romeMidnight = (value: string) => sql`(${value}::date::timestamp at time zone 'Europe/Rome')`;

export interface StageRow {
  pipeline_id: string;
  pipeline_name: string;
  is_default: boolean;
  stage_id: string;
  stage_name: string;
  probability: number;
  open_count: number;
  value_cents: number;
  weighted_cents: number;
}

export interface DashboardRow {
  stages: StageRow[] | null;
  win_rate: { accepted: number; refused: number; expired: number; accepted_cents: number };
  revenue:
    | {
        month: string;
        invoiced_count: number;
        approved_count: number;
        invoiced_cents: number;
        approved_cents: number;
      }[]
    | null;
  forecast: { month: string; count: number; amount_cents: number }[] | null;
  top_clients: { id: string; name: string; pre_invoices: number; revenue_cents: number }[] | null;
  expiring: ExpiringRow[] | null;
  expiring_total: number;
  follow_up: FollowUpRow[] | null;
  follow_up_total: number;
}

export interface ExpiringRow {
  id: string;
  number: string;
  title: string;
  client_id: string;
  client_name: string;
  type: string;
  status: string;
  end_date: string;
  auto_renew: boolean;
  notice_by: string | null;
  due_on: string;
  value_cents: number | null;
}

export interface FollowUpRow {
  id: string;
  number: string;
  title: string;
  client_id: string;
  client_name: string;
  owner_id: string | null;
  owner_name: string | null;
  sent_at: string | null;
  valid_until: string;
  total_cents: number;
}

/** Open proposals per live pipeline and stage, every stage listed (empty ones with zeros). */
const stagesSql = sql`select coalesce(json_agg(row_to_json(t) order by t.pipeline_position, t.pipeline_name, t.stage_position), '[]')
  from (select p.id as pipeline_id, p.name as pipeline_name, p.is_default, p.position as pipeline_position,
      s.id as stage_id, s.name as stage_name, s.probability, s.position as stage_position,
      coalesce(o.n, 0) as open_count, coalesce(o.value, 0) as value_cents,
      round(coalesce(o.value, 0) * s.probability / 100.0) as weighted_cents
    from sales_pipelines p
    join sales_pipeline_stages s on s.pipeline_id = p.id
    left join (select stage_id, count(*) as n, sum(taxable_cents) as value from sales_proposals
      where status in ('bozza', 'inviata') group by stage_id) o on o.stage_id = s.id
    where p.archived_at is null) t`;

/** Decided since `from`: accepted and refused by their decision, expired by the job's date. */
const winRateSql = (from: string) => sql`select json_build_object(
    'accepted', count(*) filter (where status = 'accettata'),
    'refused', count(*) filter (where status = 'rifiutata'),
    'expired', count(*) filter (where status = 'scaduta'),
    'accepted_cents', coalesce(sum(taxable_cents) filter (where status = 'accettata'), 0))
  from sales_proposals
  where (status in ('accettata', 'rifiutata') and decided_at >= ${romeMidnight(from)})
    or (status = 'scaduta' and coalesce(expired_at, valid_until::timestamptz) >= ${romeMidnight(from)})`;

/** Pre-invoices approved or invoiced, by the month of their issue date. */
const revenueSql = (from: string, today: string) => sql`select coalesce(json_agg(row_to_json(t)), '[]') from (
    select to_char(issue_date, 'YYYY-MM') as month,
      count(*) filter (where status = 'fatturata') as invoiced_count,
      count(*) filter (where status = 'approvata') as approved_count,
      coalesce(sum(taxable_cents) filter (where status = 'fatturata'), 0) as invoiced_cents,
      coalesce(sum(taxable_cents) filter (where status = 'approvata'), 0) as approved_cents
    from sales_pre_invoices
    where status in ('approvata', 'fatturata') and issue_date >= ${day(from)} and issue_date <= ${day(today)}
    group by 1) t`;

/**
 * Milestones still to bill (no pre-invoice) of active contracts, by due month; an amount, or a percentage of the
 * contract's value. The ones already due are gathered under `overdue`.
 */
const forecastSql = (today: string, end: string) => sql`select coalesce(json_agg(row_to_json(t)), '[]') from (
    select case when m.due_date < ${day(today)} then 'overdue' else to_char(m.due_date, 'YYYY-MM') end as month,
      count(*) as count,
      coalesce(sum(coalesce(m.amount_cents, round(k.value_cents * m.percent / 100.0))), 0) as amount_cents
    from sales_contract_milestones m join sales_contracts k on k.id = m.contract_id
    where m.pre_invoice_id is null and k.status = 'attivo' and m.due_date < ${day(end)}
    group by 1) t`;

/** The clients billed the most since `from` (with money), else the ones with the most pre-invoices. */
const topClientsSql = (
  from: string,
  today: string,
  byMoney: boolean,
) => sql`select coalesce(json_agg(row_to_json(t)), '[]') from (
    select cc.id, cc.name, count(*) as pre_invoices, coalesce(sum(pi.taxable_cents), 0) as revenue_cents
    from sales_pre_invoices pi join client_companies cc on cc.id = pi.client_company_id
    where pi.status in ('approvata', 'fatturata') and pi.issue_date >= ${day(from)} and pi.issue_date <= ${day(today)}
    group by cc.id, cc.name
    order by ${byMoney ? sql`revenue_cents desc, pre_invoices desc` : sql`pre_invoices desc`}, cc.name
    limit ${TOP_CLIENTS_SIZE}) t`;

/**
 * Active contracts with an end date whose date that matters falls within CONTRACT_EXPIRING_DAYS: a renewing
 * contract's notice deadline (end − notice days; passed, it renews and is no news), else its end date.
 */
const expiringFrom = (today: string, by: string) => sql`from (
    select k.*, case when k.auto_renew then k.end_date - coalesce(k.notice_days, 0) end as notice_by
    from sales_contracts k where k.status = 'attivo' and k.end_date is not null and k.end_date >= ${day(today)}) k
  join client_companies cc on cc.id = k.client_company_id
  where coalesce(k.notice_by, k.end_date) between ${day(today)} and ${day(by)}`;

const expiringSql = (
  today: string,
  by: string,
) => sql`select coalesce(json_agg(row_to_json(t) order by t.due_on, t.number), '[]') from (
    select k.id, k.number, k.title, cc.id as client_id, cc.name as client_name, k.type, k.status,
      k.end_date::text as end_date, k.auto_renew, k.notice_by::text as notice_by,
      coalesce(k.notice_by, k.end_date)::text as due_on, k.value_cents
    ${expiringFrom(today, by)}
    order by coalesce(k.notice_by, k.end_date), k.number limit ${DASHBOARD_LIST_SIZE}) t`;

/** Sent proposals valid for FOLLOW_UP_DAYS more days at most, or sent longer ago than that, soonest to lapse first. */
const followUpWhere = (period: DashboardPeriod) => sql`p.status = 'inviata'
  and (p.valid_until <= ${day(period.followUpBy)} or p.sent_at < ${romeMidnight(period.sentBefore)})`;

const followUpSql = (
  period: DashboardPeriod,
) => sql`select coalesce(json_agg(row_to_json(t) order by t.valid_until, t.number), '[]') from (
    select p.id, p.number, p.title, cc.id as client_id, cc.name as client_name, p.owner_id,
      nullif(btrim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as owner_name,
      p.sent_at, p.valid_until::text as valid_until, p.total_cents
    from sales_proposals p join client_companies cc on cc.id = p.client_company_id
    left join users u on u.id = p.owner_id
    where ${followUpWhere(period)}
    order by p.valid_until, p.number limit ${DASHBOARD_LIST_SIZE}) t`;

export async function readDashboard(db: Db, period: DashboardPeriod, byMoney: boolean): Promise<DashboardRow> {
  const sub = (query: SQL) => sql`(${query})`;
  const [row] = await selectRows<DashboardRow>(
    db,
    sql`select ${sub(stagesSql)} as stages,
      ${sub(winRateSql(period.from))} as win_rate,
      ${sub(revenueSql(period.from, period.today))} as revenue,
      ${sub(forecastSql(period.today, period.forecastEnd))} as forecast,
      ${sub(topClientsSql(period.from, period.today, byMoney))} as top_clients,
      ${sub(expiringSql(period.today, period.expiringBy))} as expiring,
      (select count(*) ${expiringFrom(period.today, period.expiringBy)})::int as expiring_total,
      ${sub(followUpSql(period))} as follow_up,
      (select count(*) from sales_proposals p where ${followUpWhere(period)})::int as follow_up_total`,
  );
  return row!;
}

export const WITHIN = { contracts: CONTRACT_EXPIRING_DAYS, proposals: FOLLOW_UP_DAYS } as const;
