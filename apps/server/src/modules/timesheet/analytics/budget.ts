import type { AnalyticsFilters, BudgetReport, BudgetRow } from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { canSeeMoney } from '../projects/access';
import { clientFilterSql, pct, round2 } from './hours';
import { minutesSource, periodOf } from './period';

/** Budgets are consumed from the project's first hour: the earliest date the consumption reads from. */
const BEGINNING = '2000-01-01';

interface ProjectTotals {
  project_id: string;
  code: string;
  name: string;
  client_id: string | null;
  client_name: string;
  status: string;
  billing_type: string;
  color: string;
  budget_hours: number | null;
  budget_amount: number | null;
  consumed_minutes: number;
  consumed_amount: number;
  cost: number;
  period_minutes: number;
}

/**
 * Per project with a budget or with hours in the period: hours and value consumed since the start up to the
 * period's end, against the budget in hours and in euros. Euros consumed are hours × rate (the member's, else
 * the project's) on time-and-materials projects, hours × cost on fixed-price and internal ones. Person and billable
 * filters do not apply: a budget counts every hour. Euros are money: without view_all_invoices a row has hours only,
 * is over budget on hours only, and a project with just a euro budget and no hours in the period is left out.
 */
export async function budgetReport(db: Db, actor: Actor, filters: AnalyticsFilters): Promise<BudgetReport> {
  const period = periodOf(filters);
  const money = canSeeMoney(actor);
  const narrow = { project_id: filters.project_id };
  const rows = await selectRows<ProjectTotals>(
    db,
    sql`with life as (${minutesSource({ from: BEGINNING, to: period.to }, narrow)}),
      consumed as (
        select s.project_id, sum(s.minutes)::float8 as minutes,
          coalesce(sum(s.minutes * coalesce(pm.hourly_rate, p.hourly_rate, 0)), 0)::float8 / 60 as amount,
          coalesce(sum(s.minutes * coalesce(pm.hourly_cost, e.hourly_cost, 0)), 0)::float8 / 60 as cost
        from life s
        join projects p on p.id = s.project_id
        left join project_members pm on pm.project_id = s.project_id and pm.user_id = s.user_id
        left join employees e on e.user_id = s.user_id
        group by s.project_id),
      recent as (
        select s.project_id, sum(s.minutes)::float8 as minutes
        from (${minutesSource(period, narrow)}) s group by s.project_id)
      select p.id::text as project_id, p.code, p.name, p.client_company_id::text as client_id, p.client_name, p.status, p.billing_type, p.color,
        p.budget_hours::float8 as budget_hours, p.budget_amount::float8 as budget_amount,
        coalesce(c.minutes, 0) as consumed_minutes, coalesce(c.amount, 0) as consumed_amount,
        coalesce(c.cost, 0) as cost, coalesce(r.minutes, 0) as period_minutes
      from projects p
      left join consumed c on c.project_id = p.id
      left join recent r on r.project_id = p.id
      where p.deleted_at is null
        and (p.budget_hours is not null ${money ? sql`or p.budget_amount is not null` : sql``} or r.minutes > 0)
        ${filters.project_id ? sql`and p.id = ${filters.project_id}::uuid` : sql``}
        ${clientFilterSql(filters.client_id)}`,
  );
  const result: BudgetRow[] = rows.map((r) => {
    const budgetHours = r.budget_hours === null ? null : Number(r.budget_hours);
    const budgetAmount = r.budget_amount === null ? null : Number(r.budget_amount);
    const consumedHours = Number(r.consumed_minutes) / 60;
    // A fixed-price or internal project has no hourly rate to bill: its euro budget is spent as staff cost.
    const consumedAmount = round2(Number(r.billing_type === 'tempo_materiali' ? r.consumed_amount : r.cost));
    const hoursPct = budgetHours ? pct(consumedHours, budgetHours) : null;
    const amountPct = budgetAmount && money ? pct(consumedAmount, budgetAmount) : null;
    return {
      project_id: r.project_id,
      code: r.code,
      name: r.name,
      client: r.client_id === null ? null : { id: r.client_id, name: r.client_name },
      status: r.status,
      billing_type: r.billing_type,
      color: r.color,
      budget_hours: budgetHours,
      consumed_hours: consumedHours,
      period_hours: Number(r.period_minutes) / 60,
      hours_pct: hoursPct,
      ...(money && {
        budget_amount: budgetAmount,
        consumed_amount: consumedAmount,
        cost: round2(Number(r.cost)),
        amount_pct: amountPct,
      }),
      over_budget: (hoursPct ?? 0) > 100 || (amountPct ?? 0) > 100,
    };
  });
  // Over budget first, then the most consumed.
  result.sort(
    (a, b) =>
      Number(b.over_budget) - Number(a.over_budget) ||
      Math.max(b.hours_pct ?? -1, b.amount_pct ?? -1) - Math.max(a.hours_pct ?? -1, a.amount_pct ?? -1) ||
      a.code.localeCompare(b.code, 'it'),
  );
  return { ...period, rows: result };
}
