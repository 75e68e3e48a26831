import { computeInvoiceTotals, type InvoiceLine, isValidPartitaIva } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activeLeaveTypes, balancesOf } from '@/modules/timesheet/requests/balances';
import { createPglite, type Database, type Db, selectRows, wrapPglite } from '@/platform/db/database';
import { migrate } from '@/platform/db/migrate';
import { MIGRATIONS_DIR } from '@/platform/db/migrations-dir';
import { workingCalendar } from '@/platform/org/calendar';
import { historyStart } from '@/seed/demo-company/time';
import { seed } from '@/seed/seed';
import { TEST_SEED } from './seed-options';

// Two brand-new embedded databases, seeded as `npm start` seeds one in demo mode (the test template leaves the full
// company out), for the same day.
const TODAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(new Date());
const FULL = { ...TEST_SEED, demoCompany: true, today: TODAY };
let first: Database;
let second: Database;
let emptyCounts: Record<string, number>;
let seedMs = 0;

const counts = async (db: Db) =>
  (
    await selectRows<Record<string, number>>(
      db,
      sql`select (select count(*)::int from users) as users, (select count(*)::int from employees) as employees,
            (select count(*)::int from departments) as departments, (select count(*)::int from projects) as projects,
            (select count(*)::int from time_entries) as entries, (select count(*)::int from leave_requests) as leave`,
    )
  )[0]!;

async function freshDatabase(): Promise<Database> {
  const database = wrapPglite(await createPglite());
  await migrate(database, MIGRATIONS_DIR);
  return database;
}

beforeAll(async () => {
  first = await freshDatabase();
  await seed(first.db, { ...TEST_SEED, demo: false, demoCompany: true });
  emptyCounts = await counts(first.db);
  const started = performance.now();
  await seed(first.db, FULL);
  seedMs = performance.now() - started;
  second = await freshDatabase();
  await seed(second.db, FULL);
}, 120_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
});

/** What a person looks like, by username: name, department, title, manager, level. */
const people = (db: Db) =>
  selectRows<Record<string, string | null>>(
    db,
    sql`select u.username, u.first_name, u.last_name, u.role, d.name as department, e.job_title,
          m.username as manager, l.code as level, e.hire_date::text
        from users u left join employees e on e.user_id = u.id left join departments d on d.id = e.department_id
        left join users m on m.id = e.manager_id left join ccnl_levels l on l.id = e.ccnl_level_id
        order by u.username`,
  );

const hoursByPersonAndProject = (db: Db) =>
  selectRows<{ username: string; code: string; minutes: number }>(
    db,
    sql`select u.username, p.code, sum(t.minutes)::int as minutes from time_entries t
        join users u on u.id = t.user_id join projects p on p.id = t.project_id
        group by u.username, p.code order by u.username, p.code`,
  );

describe('the demo company', () => {
  it('seeds nothing outside demo mode', () => {
    expect(emptyCounts).toEqual({ users: 0, employees: 0, departments: 0, projects: 0, entries: 0, leave: 0 });
  });

  it('has a proposal in every status on the default board, with the totals of the shared rules', async () => {
    const rows = await selectRows<{ status: string; lines: InvoiceLine[]; total: number; client: string }>(
      first.db,
      sql`select p.status, p.lines, p.total_cents::float8 as total, cc.name as client from sales_proposals p
        join sales_pipelines pl on pl.id = p.pipeline_id and pl.is_default
        join client_companies cc on cc.id = p.client_company_id`,
    );
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['bozza', 'inviata', 'accettata', 'rifiutata', 'scaduta']),
    );
    expect(rows.some((row) => row.client === 'Arredi Ferrari S.r.l.' && row.status === 'inviata')).toBe(true);
    for (const row of rows) {
      const options = { split_payment: false, charge_stamp_duty: true, withholding: null };
      expect(computeInvoiceTotals(row.lines, options).total_cents).toBe(row.total);
    }
  });

  it('is the same on two fresh databases: people, skills, leave and hours', async () => {
    console.info(`demo seed (logins and full company) on PGlite: ${Math.round(seedMs)} ms`);
    expect(await people(second.db)).toEqual(await people(first.db));
    expect(await hoursByPersonAndProject(second.db)).toEqual(await hoursByPersonAndProject(first.db));
    const leave = (db: Db) =>
      selectRows(
        db,
        sql`select u.username, t.code, r.start_date::text, r.end_date::text, r.hours::float8, r.status from leave_requests r
            join users u on u.id = r.user_id join leave_types t on t.id = r.leave_type_id order by 1, 3, 2`,
      );
    expect(await leave(second.db)).toEqual(await leave(first.db));
    const skills = (db: Db) =>
      selectRows(
        db,
        sql`select u.username, s.name, es.self_level, es.validated_level from employee_skills es
            join users u on u.id = es.user_id join skills s on s.id = es.skill_id order by 1, 2`,
      );
    expect(await skills(second.db)).toEqual(await skills(first.db));
  });

  it('has about thirty people in six departments, each with a head, under one reporting tree', async () => {
    const db = first.db;
    const all = await people(db);
    expect(all).toHaveLength(30);
    expect(all.filter((p) => p.department)).toHaveLength(29);
    // The demo logins keep their roles; the employee reports to the manager, who heads Delivery.
    const by = (u: string) => all.find((p) => p.username === u)!;
    expect([by('admin').role, by('manager').role, by('dipendente').role, by('cliente').role]).toEqual([
      'admin',
      'manager',
      'employee',
      'client',
    ]);
    expect(by('dipendente').manager).toBe('manager');
    expect(all.filter((p) => p.manager === 'manager').length).toBeGreaterThanOrEqual(5);
    const departments = await selectRows<{ name: string; head: string | null; members: number }>(
      db,
      sql`select d.name, h.username as head, (select count(*)::int from employees e where e.department_id = d.id) as members
          from departments d left join users h on h.id = d.head_user_id order by d.name`,
    );
    expect(departments.map((d) => d.name)).toEqual([
      'Amministrazione',
      'Commerciale',
      'Consulenza',
      'Delivery',
      'Direzione',
      'Risorse umane',
    ]);
    for (const d of departments) {
      expect(d.head, d.name).not.toBeNull();
      expect(d.members, d.name).toBeGreaterThanOrEqual(2);
    }
    // Everyone but the admin reports to someone, and every line leads up to the admin.
    for (const person of all.filter((p) => p.department)) {
      const seen = new Set<string>();
      let at = person;
      while (at.manager) {
        expect(seen.has(at.username!)).toBe(false);
        seen.add(at.username!);
        at = by(at.manager);
      }
      expect(at.username).toBe('admin');
      expect(person.level, person.username!).not.toBeNull();
    }
  });

  it('logs six months of hours on working days only, never on a day of approved leave', async () => {
    const db = first.db;
    const from = historyStart(TODAY);
    const entries = await selectRows<{ user_id: string; work_date: string; minutes: number }>(
      db,
      sql`select user_id, work_date::text, sum(minutes)::int as minutes from time_entries group by 1, 2`,
    );
    expect(entries.length).toBeGreaterThan(26 * 100);
    const months = new Set(entries.map((e) => e.work_date.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    expect(entries.some((e) => e.work_date < shift(from, 7))).toBe(true);
    const leaveDays = await selectRows<{ user_id: string; day: string }>(
      db,
      sql`select r.user_id, g::date::text as day from leave_requests r
          join leave_types t on t.id = r.leave_type_id
          cross join generate_series(r.start_date, r.end_date, interval '1 day') g
          where r.status = 'approvata' and r.start_time is null and t.code not in ('smart_working', 'trasferta')`,
    );
    const onLeave = new Set(leaveDays.map((l) => `${l.user_id} ${l.day}`));
    const employees = await selectRows<{ user_id: string }>(db, sql`select user_id from employees`);
    for (const { user_id } of employees) {
      const calendar = new Map((await workingCalendar(db, user_id, from, TODAY)).map((d) => [d.date, d]));
      for (const entry of entries.filter((e) => e.user_id === user_id)) {
        const day = calendar.get(entry.work_date)!;
        expect(day.working, `${entry.work_date} ${day.holiday?.name ?? 'weekend'}`).toBe(true);
        expect(entry.minutes).toBeLessThanOrEqual(day.hours * 60 + 30);
        expect(onLeave.has(`${user_id} ${entry.work_date}`), `${user_id} ${entry.work_date}`).toBe(false);
      }
    }
    const weeks = await selectRows<{ status: string; n: number }>(
      db,
      sql`select status, count(*)::int as n from timesheet_weeks group by status`,
    );
    const approved = weeks.find((w) => w.status === 'approvato')?.n ?? 0;
    expect(approved).toBeGreaterThanOrEqual(29 * 20);
  });

  it('gives every client project a client of the CRM with a valid partita IVA, and Arredi Ferrari projects', async () => {
    const rows = await selectRows<{
      code: string;
      billing_type: string;
      client: string | null;
      vat_number: string | null;
      status: string | null;
      city: string | null;
    }>(
      first.db,
      sql`select p.code, p.billing_type, cc.name as client, cc.vat_number, sc.status, sc.city from projects p
          left join client_companies cc on cc.id = p.client_company_id
          left join sales_clients sc on sc.client_company_id = cc.id order by p.code`,
    );
    for (const row of rows) {
      if (row.billing_type === 'interno') {
        expect(row.client, row.code).toBeNull();
        continue;
      }
      expect(row.vat_number && isValidPartitaIva(row.vat_number), `${row.code} ${row.vat_number}`).toBe(true);
      // A complete CRM record (the sales seed completed the company the projects' seed made).
      expect(row.status, row.code).not.toBeNull();
      expect(row.city, row.code).not.toBeNull();
    }
    expect(rows.filter((r) => r.client === 'Arredi Ferrari S.r.l.').map((r) => r.code)).toEqual([
      'CLOUD-MIG',
      'ECOM-B2B',
      'GDPR-AUDIT',
    ]);
    // The projects' seeds and the sales seed agree on the companies: no partita IVA twice.
    const twice = await selectRows<{ vat_number: string }>(
      first.db,
      sql`select vat_number from client_companies where vat_number is not null group by 1 having count(*) > 1`,
    );
    expect(twice).toEqual([]);
  });

  it('keeps every leave balance of this year at zero or above', async () => {
    const db = first.db;
    const types = await activeLeaveTypes(db);
    const employees = await selectRows<{ user_id: string }>(db, sql`select user_id from employees`);
    const year = Number(TODAY.slice(0, 4));
    let counted = 0;
    for (const { user_id } of employees) {
      for (const balance of await balancesOf(db, user_id, year, types)) {
        if (balance.available === null) continue;
        counted++;
        expect(balance.available, `${balance.leave_type.code} of ${user_id}`).toBeGreaterThanOrEqual(0);
      }
    }
    expect(counted).toBeGreaterThan(29 * 2);
    const kinds = await selectRows<{ code: string }>(
      db,
      sql`select distinct t.code from leave_requests r join leave_types t on t.id = r.leave_type_id order by 1`,
    );
    expect(kinds.map((k) => k.code)).toEqual(expect.arrayContaining(['ferie', 'malattia', 'rol']));
  });
});

function shift(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
