import { PROJECT_DEFAULT_COLOR } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';
import type { ApprovedHoursRow, ProjectRef, ProjectsBridge } from '@/platform/org/projects-bridge';
import { insertProject } from './service';

// The projects as the sales module sees them (platform/org/projects-bridge.ts): no module imports the other.

const refColumns = sql`p.id::text as id, p.code, p.name, p.status, p.billing_type, p.start_date::text as start_date,
  p.end_date::text as end_date, p.client_company_id::text as client_company_id, (p.deleted_at is not null) as deleted`;

const toCents = (euros: number | null) => (euros === null ? null : Math.round(euros * 100));

export const projectsSalesBridge: ProjectsBridge = {
  async create(tx, actor, input) {
    // The price and rate come from the accepted proposal, not from the actor: they are kept whoever converts it.
    const id = await insertProject(tx, actor, {
      code: input.code,
      name: input.name,
      description: input.description,
      client_company_id: input.client_company_id,
      status: 'pianificazione',
      start_date: input.start_date,
      end_date: input.end_date,
      manager_id: input.manager_id,
      budget_hours: null,
      budget_amount: input.budget_amount_cents === null ? null : input.budget_amount_cents / 100,
      billing_type: input.billing_type,
      hourly_rate: input.hourly_rate_cents === null ? null : input.hourly_rate_cents / 100,
      tags: [],
      color: PROJECT_DEFAULT_COLOR,
    });
    const [ref] = await projectRefs(tx, sql`p.id = ${id}`);
    return ref!;
  },

  find(db, filter) {
    const conditions = [sql`true`];
    if (filter.ids) {
      if (filter.ids.length === 0) return Promise.resolve([]);
      conditions.push(
        sql`p.id::text in (${sql.join(
          filter.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    }
    if (filter.clientCompanyId) conditions.push(sql`p.client_company_id = ${filter.clientCompanyId}`);
    return projectRefs(db, sql.join(conditions, sql` and `));
  },

  async approvedBillableHours(db, projectId, from, to) {
    // Summed per person and week first, then kept where the week is approved: the join then meets one row per
    // person and week (a few dozen) instead of every entry, whatever plan the statistics of the moment give.
    const rows = await selectRows<ApprovedHoursRow & { rate: number | null }>(
      db,
      sql`with weekly as (
          select e.user_id, date_trunc('week', e.work_date)::date as week_start, sum(e.minutes)::int as minutes,
            count(*)::int as entries
          from time_entries e
          where e.project_id = ${projectId} and e.billable and e.work_date between ${from} and ${to}
          group by e.user_id, date_trunc('week', e.work_date)
        )
        select wk.user_id::text as user_id, u.first_name || ' ' || u.last_name as name,
          sum(wk.minutes)::int as minutes, sum(wk.entries)::int as entries,
          coalesce(pm.hourly_rate, p.hourly_rate)::float8 as rate
        from weekly wk
        join timesheet_weeks w on w.user_id = wk.user_id and w.week_start = wk.week_start and w.status = 'approvato'
        join projects p on p.id = ${projectId}
        join users u on u.id = wk.user_id
        left join project_members pm on pm.project_id = p.id and pm.user_id = wk.user_id
        group by wk.user_id, u.first_name, u.last_name, pm.hourly_rate, p.hourly_rate
        order by u.last_name, u.first_name`,
    );
    return rows.map(({ rate, ...row }) => ({ ...row, rate_cents: toCents(rate === null ? null : Number(rate)) }));
  },
};

function projectRefs(db: Db, where: ReturnType<typeof sql>): Promise<ProjectRef[]> {
  return selectRows<ProjectRef>(db, sql`select ${refColumns} from projects p where ${where} order by p.code`);
}
