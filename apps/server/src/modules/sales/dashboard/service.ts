import {
  type CrmDashboard,
  type DashboardPipeline,
  type ExpiringContract,
  FOLLOW_UP_DAYS,
  type FollowUpProposal,
  type SalesContractStatus,
  type SalesContractType,
  todayInRome,
} from '@portale/shared';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { canSeeMoney } from '../access';
import { moneyField } from '../money';
import { dashboardPeriod, daysBetween } from './period';
import { type DashboardRow, readDashboard, type StageRow, WITHIN } from './queries';

// `GET /api/crm/dashboard` (docs/sales.md, "Dashboard"): the figures of readDashboard shaped for the page, money
// left out (absent, not zero) for readers without view_all_invoices.

function pipelinesOf(rows: StageRow[], money: boolean): DashboardPipeline[] {
  const pipelines = new Map<string, DashboardPipeline & { value: number; weighted: number }>();
  for (const row of rows) {
    let pipeline = pipelines.get(row.pipeline_id);
    if (!pipeline) {
      pipeline = {
        id: row.pipeline_id,
        name: row.pipeline_name,
        is_default: row.is_default,
        stages: [],
        open_count: 0,
        value: 0,
        weighted: 0,
      };
      pipelines.set(row.pipeline_id, pipeline);
    }
    const count = Number(row.open_count);
    pipeline.open_count += count;
    pipeline.value += Number(row.value_cents);
    pipeline.weighted += Number(row.weighted_cents);
    pipeline.stages.push({
      id: row.stage_id,
      name: row.stage_name,
      probability: row.probability,
      open_count: count,
      ...moneyField(money, 'value_cents', row.value_cents),
      ...moneyField(money, 'weighted_cents', row.weighted_cents),
    });
  }
  return [...pipelines.values()].map(({ value, weighted, ...pipeline }) => ({
    ...pipeline,
    ...moneyField(money, 'value_cents', value),
    ...moneyField(money, 'weighted_cents', weighted),
  }));
}

export function shapeDashboard(row: DashboardRow, today: string, money: boolean): CrmDashboard {
  const period = dashboardPeriod(today);
  const win = row.win_rate;
  const decided = Number(win.accepted) + Number(win.refused) + Number(win.expired);
  const revenue = new Map((row.revenue ?? []).map((m) => [m.month, m]));
  const forecast = new Map((row.forecast ?? []).map((m) => [m.month, m]));
  const overdue = forecast.get('overdue');
  return {
    today,
    can_see_money: money,
    pipelines: pipelinesOf(row.stages ?? [], money),
    win_rate: {
      from: period.from,
      accepted: Number(win.accepted),
      refused: Number(win.refused),
      expired: Number(win.expired),
      decided,
      rate: decided > 0 ? Number(win.accepted) / decided : null,
      ...moneyField(money, 'accepted_cents', win.accepted_cents),
    },
    revenue: {
      from: period.from,
      months: period.months.map((month) => {
        const m = revenue.get(month);
        return {
          month,
          invoiced_count: Number(m?.invoiced_count ?? 0),
          approved_count: Number(m?.approved_count ?? 0),
          ...moneyField(money, 'invoiced_cents', m?.invoiced_cents ?? 0),
          ...moneyField(money, 'approved_cents', m?.approved_cents ?? 0),
        };
      }),
      forecast: period.forecastMonths.map((month) => {
        const m = forecast.get(month);
        return { month, count: Number(m?.count ?? 0), ...moneyField(money, 'amount_cents', m?.amount_cents ?? 0) };
      }),
      overdue: { count: Number(overdue?.count ?? 0), ...moneyField(money, 'amount_cents', overdue?.amount_cents ?? 0) },
    },
    top_clients: (row.top_clients ?? []).map((c) => ({
      id: c.id,
      name: c.name,
      pre_invoices: Number(c.pre_invoices),
      ...moneyField(money, 'revenue_cents', c.revenue_cents),
    })),
    expiring_contracts: {
      items: (row.expiring ?? []).map(
        (k): ExpiringContract => ({
          id: k.id,
          number: k.number,
          title: k.title,
          client: { id: k.client_id, name: k.client_name },
          type: k.type as SalesContractType,
          status: k.status as SalesContractStatus,
          end_date: k.end_date,
          auto_renew: k.auto_renew,
          notice_by: k.notice_by,
          reason: k.notice_by ? 'disdetta' : 'scadenza',
          due_on: k.due_on,
          days_left: daysBetween(today, k.due_on),
          ...moneyField(money, 'value_cents', k.value_cents),
        }),
      ),
      total: Number(row.expiring_total),
      within_days: WITHIN.contracts,
    },
    follow_up: {
      items: (row.follow_up ?? []).map(
        (p): FollowUpProposal => ({
          id: p.id,
          number: p.number,
          title: p.title,
          client: { id: p.client_id, name: p.client_name },
          owner: p.owner_id && p.owner_name ? { id: p.owner_id, name: p.owner_name } : null,
          sent_at: p.sent_at ? new Date(p.sent_at).toISOString() : null,
          valid_until: p.valid_until,
          reason: daysBetween(today, p.valid_until) <= FOLLOW_UP_DAYS ? 'in_scadenza' : 'senza_risposta',
          days_left: daysBetween(today, p.valid_until),
          ...moneyField(money, 'total_cents', p.total_cents),
        }),
      ),
      total: Number(row.follow_up_total),
      within_days: WITHIN.proposals,
    },
  };
}

/** The CRM dashboard as this actor may see it; `today` (YYYY-MM-DD, Rome) only for tests and the benchmark. */
export async function getCrmDashboard(db: Db, actor: Actor, today = todayInRome()): Promise<CrmDashboard> {
  const money = canSeeMoney(actor);
  const row = await readDashboard(db, dashboardPeriod(today), money);
  return shapeDashboard(row, today, money);
}
