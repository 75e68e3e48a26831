import {
  type BurndownPoint,
  type Pagination,
  PROJECT_TIME_MAX_DAYS,
  PROJECT_TIME_TEXT,
  type ProjectActivity,
  type ProjectOverview,
  type ProjectTime,
  paginationOf,
  TASK_STATUSES,
  type TaskStatus,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { badRequest } from '@/platform/http/errors';
import { billableHourValue, fixedPriceJoin } from '../billable-value';
import { canSeeMoney, iso, projectGrant } from './access';
import { selectTasks } from './tasks';

const DAY = 86_400_000;
/** Burn-down and time tables stop at two years of weeks: older weeks are summed into the first one shown. */
const MAX_WEEKS = 104;

const round2 = (n: number) => Math.round(n * 100) / 100;
const today = () => new Date().toISOString().slice(0, 10);
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const isoOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The Monday of the ISO week of a date. */
export function mondayOf(date: string): string {
  const ms = dayOf(date);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return isoOf(ms - weekday * DAY);
}

/** Mondays from the week of `from` to the week of `to`, inclusive. */
export function weeksBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let ms = dayOf(mondayOf(from)); ms <= dayOf(to); ms += 7 * DAY) weeks.push(isoOf(ms));
  return weeks;
}

/** The burn-down: what is left of `basis` after each week, against the straight line to zero. */
export function burndownSeries(
  weeks: readonly string[],
  loggedByWeek: ReadonlyMap<string, number>,
  basis: number | null,
  now: string,
): BurndownPoint[] {
  let cumulative = 0;
  const currentWeek = mondayOf(now);
  return weeks.map((week, i) => {
    const logged = loggedByWeek.get(week) ?? 0;
    cumulative += logged;
    const past = week <= currentWeek;
    return {
      week_start: week,
      logged_hours: round2(logged),
      remaining_hours: basis === null || !past ? null : round2(basis - cumulative),
      ideal_hours: basis === null ? null : round2(weeks.length > 1 ? basis * (1 - i / (weeks.length - 1)) : 0),
    };
  });
}

interface ProjectFacts {
  start_date: string | null;
  end_date: string | null;
  created: string;
  budget_hours: number | null;
  budget_amount: number | null;
}

export async function projectOverview(db: Db, actor: Actor, projectId: string): Promise<ProjectOverview> {
  await projectGrant(db, actor, projectId, { allowDeleted: true });
  const [facts] = await selectRows<ProjectFacts>(
    db,
    sql`select start_date::text as start_date, end_date::text as end_date, created_at::date::text as created,
          budget_hours::float8 as budget_hours, budget_amount::float8 as budget_amount
        from projects where id = ${projectId}`,
  );
  const [money] = await selectRows<{
    minutes: number;
    billable_minutes: number;
    cost: number;
    billable_amount: number;
  }>(
    db,
    sql`select coalesce(sum(te.minutes), 0)::int as minutes,
          coalesce(sum(te.minutes) filter (where te.billable), 0)::int as billable_minutes,
          coalesce(sum(te.minutes / 60.0 * coalesce(pm.hourly_cost, e.hourly_cost, 0)), 0)::float8 as cost,
          coalesce(sum(te.minutes / 60.0 * ${billableHourValue}) filter (where te.billable), 0)::float8
            as billable_amount
        from time_entries te
        join projects p on p.id = te.project_id
        left join project_members pm on pm.project_id = te.project_id and pm.user_id = te.user_id
        left join employees e on e.user_id = te.user_id
        ${fixedPriceJoin(projectId)}
        where te.project_id = ${projectId}`,
  );
  const counts = await selectRows<{ status: TaskStatus; n: number; estimate: number }>(
    db,
    sql`select status, count(*)::int as n, coalesce(sum(estimate_hours), 0)::float8 as estimate
        from project_tasks where project_id = ${projectId} and deleted_at is null group by status`,
  );
  const weekly = await selectRows<{ week: string; minutes: number; first: string; last: string }>(
    db,
    sql`select date_trunc('week', work_date)::date::text as week, sum(minutes)::int as minutes,
          min(work_date)::text as first, max(work_date)::text as last
        from time_entries where project_id = ${projectId} group by 1 order by 1`,
  );

  const tasksByStatus = Object.fromEntries(TASK_STATUSES.map((s) => [s, 0])) as Record<TaskStatus, number>;
  for (const c of counts) tasksByStatus[c.status] = c.n;
  const tasksTotal = counts.reduce((sum, c) => sum + c.n, 0);
  const estimate = counts.reduce((sum, c) => sum + c.estimate, 0);
  const f = facts!;
  const basisKind = f.budget_hours !== null ? 'budget' : estimate > 0 ? 'stime' : 'nessuna';
  const basis = basisKind === 'budget' ? f.budget_hours : basisKind === 'stime' ? estimate : null;

  const now = today();
  const from = [f.start_date, weekly[0]?.first].filter(Boolean).sort()[0] ?? f.created;
  const to = [f.end_date ?? now, weekly.at(-1)?.last ?? from].sort().at(-1)!;
  let weeks = weeksBetween(from, to);
  const loggedByWeek = new Map(weekly.map((w) => [w.week, w.minutes / 60]));
  if (weeks.length > MAX_WEEKS) {
    const older = weeks.slice(0, weeks.length - MAX_WEEKS);
    weeks = weeks.slice(-MAX_WEEKS);
    loggedByWeek.set(
      weeks[0]!,
      older.reduce((sum, w) => sum + (loggedByWeek.get(w) ?? 0), loggedByWeek.get(weeks[0]!) ?? 0),
    );
  }

  // Money only with view_all_invoices: on a small team the total cost and value also reveal each person's cost and rate.
  const figures = canSeeMoney(actor)
    ? {
        cost: round2(money!.cost),
        budget_amount: f.budget_amount,
        billable_amount: round2(money!.billable_amount),
      }
    : {};
  return {
    hours_logged: round2(money!.minutes / 60),
    billable_hours: round2(money!.billable_minutes / 60),
    budget_hours: f.budget_hours,
    estimate_hours: round2(estimate),
    ...figures,
    progress_pct: tasksTotal ? Math.round((tasksByStatus.completato / tasksTotal) * 100) : 0,
    tasks_total: tasksTotal,
    tasks_by_status: tasksByStatus,
    burndown_basis: basisKind,
    burndown: burndownSeries(weeks, loggedByWeek, basis, now),
    overdue_tasks: await selectTasks(
      db,
      sql`t.project_id = ${projectId} and t.deleted_at is null and t.status <> 'completato' and t.due_date < ${now}`,
      sql`t.due_date, t.position limit 20`,
    ),
  };
}

/** Hours by person and by ISO week (default: from the first hours logged, at most a year, to today). */
export async function projectTime(
  db: Db,
  actor: Actor,
  projectId: string,
  query: { from?: string; to?: string },
): Promise<ProjectTime> {
  await projectGrant(db, actor, projectId, { allowDeleted: true });
  const [span] = await selectRows<{ first: string | null; last: string | null }>(
    db,
    sql`select min(work_date)::text as first, max(work_date)::text as last from time_entries where project_id = ${projectId}`,
  );
  const to = query.to ?? [today(), span?.last ?? ''].sort().at(-1)!;
  const yearBefore = isoOf(dayOf(to) - 52 * 7 * DAY);
  const requestedFrom = query.from ?? [span?.first ?? to, yearBefore].sort().at(-1)!;
  if (requestedFrom > to) throw badRequest(PROJECT_TIME_TEXT.rangeOrder, { to: [PROJECT_TIME_TEXT.rangeOrder] });
  if ((dayOf(to) - dayOf(requestedFrom)) / DAY + 1 > PROJECT_TIME_MAX_DAYS) {
    throw badRequest(PROJECT_TIME_TEXT.rangeTooLong, { from: [PROJECT_TIME_TEXT.rangeTooLong] });
  }
  const from = mondayOf(requestedFrom);
  const cells = await selectRows<{ user_id: string; week_start: string; hours: number }>(
    db,
    sql`select user_id, date_trunc('week', work_date)::date::text as week_start, sum(minutes)::float8 / 60 as hours
        from time_entries where project_id = ${projectId} and work_date between ${from} and ${to}
        group by 1, 2 order by 2`,
  );
  const people = await selectRows<{ user_id: string; name: string; hours: number; cost: number }>(
    db,
    sql`with logged as (
          select te.user_id, sum(te.minutes)::float8 / 60 as hours,
            sum(te.minutes / 60.0 * coalesce(pm.hourly_cost, e.hourly_cost, 0))::float8 as cost
          from time_entries te
          left join project_members pm on pm.project_id = te.project_id and pm.user_id = te.user_id
          left join employees e on e.user_id = te.user_id
          where te.project_id = ${projectId} and te.work_date between ${from} and ${to}
          group by te.user_id
        ), everyone as (
          select user_id from logged union select user_id from project_members where project_id = ${projectId}
        )
        select ev.user_id, u.first_name || ' ' || u.last_name as name,
          coalesce(l.hours, 0) as hours, coalesce(l.cost, 0) as cost
        from everyone ev join users u on u.id = ev.user_id left join logged l on l.user_id = ev.user_id
        order by coalesce(l.hours, 0) desc, u.last_name, u.first_name`,
  );
  const weeks = weeksBetween(from, to);
  const weekTotals = weeks.map((week_start) => ({
    week_start,
    hours: round2(cells.filter((c) => c.week_start === week_start).reduce((sum, c) => sum + c.hours, 0)),
  }));
  return {
    from,
    to,
    weeks,
    people: people.map(({ cost, ...p }) => ({
      ...p,
      hours: round2(p.hours),
      ...(canSeeMoney(actor) ? { cost: round2(cost) } : {}),
    })),
    cells: cells.map((c) => ({ ...c, hours: round2(c.hours) })),
    week_totals: weekTotals,
    total_hours: round2(weekTotals.reduce((sum, w) => sum + w.hours, 0)),
  };
}

export async function projectActivityLog(
  db: Db,
  actor: Actor,
  projectId: string,
  page: number,
  perPage: number,
): Promise<{ items: ProjectActivity[]; pagination: Pagination }> {
  await projectGrant(db, actor, projectId, { allowDeleted: true });
  const [total] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from project_activity where project_id = ${projectId}`,
  );
  const rows = await selectRows<Omit<ProjectActivity, 'created_at'> & { created_at: Date | string }>(
    db,
    sql`select a.id, a.action, a.actor_id, case when u.id is null then null else u.first_name || ' ' || u.last_name end as actor_name,
          a.details, a.created_at
        from project_activity a left join users u on u.id = a.actor_id
        where a.project_id = ${projectId}
        order by a.created_at desc, a.id
        limit ${perPage} offset ${(page - 1) * perPage}`,
  );
  return {
    items: rows.map((r) => ({ ...r, created_at: iso(r.created_at)! })),
    pagination: paginationOf(page, perPage, total?.n ?? 0),
  };
}
