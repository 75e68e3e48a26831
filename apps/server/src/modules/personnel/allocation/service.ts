import type { AllocationGrid, AllocationPerson, AllocationQuery, PersonAllocation } from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { forbidden, found } from '@/platform/http/errors';
import { type AllocationRow, allocationRows, hasAllocationSources } from '@/platform/org/allocation';
import { personAccess } from '../person-access';

interface PersonRow {
  user_id: string;
  name: string;
  job_title: string;
  department_name: string | null;
  part_time_pct: number;
  hire_date: string | null;
  termination_date: string | null;
}

const personSelect = sql`
  select u.id as user_id, u.first_name || ' ' || u.last_name as name, coalesce(e.job_title, '') as job_title,
    d.name as department_name, coalesce(e.part_time_pct, 100) as part_time_pct, e.hire_date::text as hire_date,
    e.termination_date::text as termination_date
  from users u
  left join employees e on e.user_id = u.id
  left join departments d on d.id = e.department_id`;

/** The current month in Rome, 'YYYY-MM'. */
export function currentMonth(now = new Date()): string {
  return now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' }).slice(0, 7);
}

export function monthsFrom(from: string, count: number): string[] {
  const [y, m] = from.split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const date = new Date(Date.UTC(y, m - 1 + i, 1));
    return date.toISOString().slice(0, 7);
  });
}

/**
 * Capacity of a month as % of full time: the part-time share, prorated by the calendar days employed between the
 * hire date and the termination date (0 outside them). Leave is not subtracted: a plan, not a timesheet.
 */
export function monthCapacity(
  month: string,
  person: Pick<PersonRow, 'part_time_pct' | 'hire_date' | 'termination_date'>,
): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const first = Date.UTC(y, m - 1, 1);
  const last = Date.UTC(y, m, 0);
  const days = (last - first) / 86_400_000 + 1;
  const start = Math.max(first, person.hire_date ? Date.parse(`${person.hire_date}T00:00:00Z`) : first);
  const end = Math.min(last, person.termination_date ? Date.parse(`${person.termination_date}T00:00:00Z`) : last);
  if (end < start) return 0;
  const employed = (end - start) / 86_400_000 + 1;
  return Math.round((person.part_time_pct * employed) / days);
}

function toPerson(row: PersonRow, months: string[], rows: AllocationRow[]): AllocationPerson {
  return {
    user_id: row.user_id,
    name: row.name,
    job_title: row.job_title,
    department_name: row.department_name,
    cells: months.map((month) => {
      const items = rows
        .filter((r) => r.user_id === row.user_id && r.month === month)
        .map((r) => ({ label: r.label, pct: r.pct, link: r.link }));
      const capacity = monthCapacity(month, row);
      const allocated = items.reduce((sum, i) => sum + i.pct, 0);
      return { month, capacity, allocated, over: allocated > capacity, items };
    }),
  };
}

const rangeOf = (query: AllocationQuery) => monthsFrom(query.from ?? currentMonth(), query.months ?? 6);

/** People × months for staffing (route: view_recruiting): active staff, optionally one department and its children. */
export async function allocationGrid(db: Db, _actor: Actor, query: AllocationQuery): Promise<AllocationGrid> {
  const months = rangeOf(query);
  const filters: SQL[] = [sql`u.status = 'active'`, sql`u.role <> 'client'`, sql`e.user_id is not null`];
  if (query.department_id) {
    filters.push(sql`e.department_id in (
      with recursive tree as (
        select id from departments where id = ${query.department_id}
        union all select d.id from departments d join tree on d.parent_id = tree.id
      ) select id from tree)`);
  }
  const people = await selectRows<PersonRow>(
    db,
    sql`${personSelect} where ${sql.join(filters, sql` and `)} order by u.last_name, u.first_name`,
  );
  const rows = await allocationRows(
    db,
    people.map((p) => p.user_id),
    months[0]!,
    months.at(-1)!,
  );
  const result = people.map((p) => toPerson(p, months, rows));
  const departments = await selectRows<{ id: string; name: string }>(
    db,
    sql`select id, name from departments order by lower(name)`,
  );
  return {
    months,
    people: result,
    totals: months.map((month, i) => {
      const cells = result.map((p) => p.cells[i]!);
      return {
        month,
        capacity: cells.reduce((sum, c) => sum + c.capacity, 0),
        allocated: cells.reduce((sum, c) => sum + c.allocated, 0),
        over_count: cells.filter((c) => c.over).length,
      };
    }),
    departments,
    has_sources: hasAllocationSources(),
  };
}

/** One person's months: the person, their manager and staffing holders (view_recruiting). */
export async function personAllocation(
  db: Db,
  actor: Actor,
  userId: string,
  query: AllocationQuery,
): Promise<PersonAllocation> {
  const [rowRow] = await selectRows<PersonRow & { manager_id: string | null }>(
    db,
    sql`select p.*, e2.manager_id from (${personSelect} where u.id = ${userId} and u.role <> 'client') p
        left join employees e2 on e2.user_id = p.user_id`,
  );
  const row = found(rowRow, 'Persona non trovata');
  // The same rule that shows or hides the tab on the person page.
  const access = personAccess(actor, { id: row.user_id, manager_id: row.manager_id, reviewed_by_actor: false });
  if (!access.tabs.allocation) throw forbidden('Puoi vedere solo la tua allocazione o quella dei tuoi collaboratori');
  const months = rangeOf(query);
  const rows = await allocationRows(db, [userId], months[0]!, months.at(-1)!);
  return { months, person: toPerson(row, months, rows), has_sources: hasAllocationSources() };
}
