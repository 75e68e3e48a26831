// The time-and-materials project the sales benchmark bills (bench/sales.ts), set-based: 25 consultants, a third with
// their own rate on the project, 5,000 billable entries in 40 approved weeks, beside what the bill must leave out
// (non-billable hours on an internal task, four weeks submitted but not approved).

import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '../apps/server/src/platform/db/database';
import { FIRST_NAMES, SURNAMES } from './sales-vocabulary';

const PEOPLE = 25;
const APPROVED_WEEKS = 40;
const SUBMITTED_WEEKS = 4;
/** A Monday: the first week billed. */
const FIRST_MONDAY = '2025-01-06';
/** The period the pre-invoice bills (within a year, as the API requires). */
export const BILLED_PERIOD = { period_from: '2025-01-01', period_to: '2025-12-31' };
/** Billable entries in approved weeks: one per consultant and working day. */
export const BILLED_ENTRIES = PEOPLE * APPROVED_WEEKS * 5;

const names = (values: readonly string[]) => `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Creates the project and its hours; its id. */
export async function fillHours(db: Db): Promise<string> {
  await db.execute(sql`
    insert into users (username, email, first_name, last_name, password_hash, role, status)
    select 'tm_bench' || g, 'tm_bench' || g || '@bench.portale.it', (${names(FIRST_NAMES)}::text[])[1 + (g * 3) % ${FIRST_NAMES.length}],
      (${names(SURNAMES)}::text[])[1 + (g * 7) % ${SURNAMES.length}], 'x', 'employee', 'active'
    from generate_series(1, ${PEOPLE}) g`);
  const [project] = await selectRows<{ id: string }>(
    db,
    sql`insert into projects (code, name, description, client_company_id, status, start_date, end_date, manager_id,
        budget_hours, billing_type, hourly_rate)
      select 'ASS-TM-2025', 'Assistenza applicativa a consumo 2025', 'Ticket e piccole evolutive, a ore.', cc.id,
        'attivo', '2025-01-01', '2025-12-31', u.id, 6000, 'tempo_materiali', 65
      from client_companies cc, users u
      where u.username = 'manager' and cc.kind = 'company'
        and cc.id not in (select client_company_id from sales_clients where archived_at is not null)
      order by cc.created_at, cc.id limit 1
      returning id::text as id`,
  );
  const projectId = project!.id;
  await db.execute(sql`
    insert into project_members (project_id, user_id, project_role, allocation_pct, hourly_rate)
    select ${projectId}, u.id, 'Consulente', 60, case when g % 3 = 0 then 80 end
    from generate_series(1, ${PEOPLE}) g join users u on u.username = 'tm_bench' || g`);
  const [task] = await selectRows<{ id: string }>(
    db,
    sql`insert into project_tasks (project_id, title, status) values (${projectId}, 'Riunioni interne e formazione', 'in_corso')
      returning id::text as id`,
  );
  // Weeks 1–40 approved by the manager, 41–44 submitted and waiting.
  await db.execute(sql`
    create temporary table bench_weeks as
    select w, (${FIRST_MONDAY}::date + 7 * (w - 1)) as monday, w <= ${APPROVED_WEEKS} as approved
    from generate_series(1, ${APPROVED_WEEKS + SUBMITTED_WEEKS}) w`);
  await db.execute(sql`
    insert into timesheet_weeks (user_id, week_start, status, submitted_at, decided_at, decided_by)
    select u.id, w.monday, case when w.approved then 'approvato' else 'inviato' end, w.monday + 4 + time '17:30',
      case when w.approved then w.monday + 7 + time '09:15' end, case when w.approved then m.id end
    from bench_weeks w cross join generate_series(1, ${PEOPLE}) g
      join users u on u.username = 'tm_bench' || g join users m on m.username = 'manager'`);
  // Every working day of every week: four to eight billable hours; on Fridays an hour on the internal task.
  await db.execute(sql`
    insert into time_entries (user_id, project_id, task_id, work_date, minutes, note, billable)
    select u.id, ${projectId}::uuid, null::uuid, w.monday + d, 60 * (4 + (g + w.w + d) % 5), 'Ticket e assistenza utenti', true
    from bench_weeks w cross join generate_series(0, 4) d cross join generate_series(1, ${PEOPLE}) g
      join users u on u.username = 'tm_bench' || g
    union all
    select u.id, ${projectId}::uuid, ${task!.id}::uuid, w.monday + 4, 60, 'Riunione di allineamento', false
    from bench_weeks w cross join generate_series(1, ${PEOPLE}) g join users u on u.username = 'tm_bench' || g`);
  return projectId;
}
