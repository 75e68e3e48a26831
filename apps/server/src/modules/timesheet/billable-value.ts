import { type SQL, sql } from 'drizzle-orm';

/*
 * The billable value of logged hours, one rule for the project overview and the analytics
 * (docs/timesheet.md § Billable value):
 * - time and materials: each billable hour is worth the member's rate on the project, else the project's rate;
 * - fixed price (a corpo): the price (`budget_amount`) is spread over all the billable hours ever logged on the
 *   project, so all of them together are worth the price in full and a period gets its share;
 * - internal: nothing.
 * Both fragments expect the project as `p`, its member row as `pm` and `fixedPriceJoin` joined as `fpm`.
 */

/**
 * Left-joins as `fpm` the billable minutes of every fixed-price project over its whole history (from the monthly
 * rollup, kept exact by its triggers), optionally for one project only.
 */
export function fixedPriceJoin(projectId?: string): SQL {
  return sql`left join (
      select mt.project_id, sum(mt.billable_minutes)::float8 as billable_minutes
      from timesheet_month_totals mt
      join projects fp on fp.id = mt.project_id and fp.billing_type = 'a_corpo'
      ${projectId === undefined ? sql`` : sql`where mt.project_id = ${projectId}::uuid`}
      group by mt.project_id
    ) fpm on fpm.project_id = p.id`;
}

/** The value of one billable hour (euros). */
export const billableHourValue: SQL = sql`coalesce(case p.billing_type
    when 'interno' then 0
    when 'a_corpo' then coalesce(p.budget_amount, 0) * 60.0 / nullif(fpm.billable_minutes, 0)
    else coalesce(pm.hourly_rate, p.hourly_rate, 0)
  end, 0)`;
