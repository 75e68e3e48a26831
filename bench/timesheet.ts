// Timesheet targets, run by `npm run bench` (bench/run.ts) or alone with `npx tsx --tsconfig bench/tsconfig.json bench/timesheet.ts`:
// with 200 people, 500 projects and 1,000,000 time entries,
// - the analytics query for a year grouped by project and month answers in < 300 ms p95 on PostgreSQL and
//   < 1.5 s p95 on the embedded database (GET /api/timesheet/analytics?group_by=project: rows per project
//   and month, as the page asks);
// - the weekly grid of one person loads in < 30 ms p95 (GET /api/timesheet/weeks/:weekStart).
// BENCH_TS_ENTRIES lowers the volume for a quick look. The seed is set-based (INSERT … SELECT generate_series).

import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { type Database, selectRows } from '../apps/server/src/platform/db/database';
import { migrate } from '../apps/server/src/platform/db/migrate';
import { MIGRATIONS_DIR } from '../apps/server/src/platform/db/migrations-dir';
import { seed } from '../apps/server/src/seed/seed';
import { figures, latencies, onBoth, percentile, type Result, report, sessionCookie } from './common';

const PEOPLE = 200;
const PROJECTS = 500;
/** Projects each person logs time on, every working day. */
const SLOTS = 10;
const ENTRIES = Number(process.env.BENCH_TS_ENTRIES ?? 1_000_000);
/** Working days needed for the volume: 200 people × 10 projects × 500 days = 1,000,000 entries. */
const DAYS = Math.ceil(ENTRIES / (PEOPLE * SLOTS));
/** Days inserted per statement: bounded statements keep PGlite's memory flat. */
const DAYS_PER_BATCH = 50;
const FIRST_DAY = '2025-01-01';
const CLIENTS = 40;

async function fill(database: Database): Promise<void> {
  const started = performance.now();
  const db = database.db;
  await db.execute(sql`
    insert into users (username, email, first_name, last_name, password_hash, role, status)
    select 'ts_bench' || g, 'ts_bench' || g || '@bench.portale.it', 'Persona', 'Bench ' || g, 'x', 'employee', 'active'
    from generate_series(1, ${PEOPLE}) g`);
  await db.execute(sql`
    insert into employees (user_id, work_location_id, weekly_hours, hourly_cost, hire_date)
    select u.id, (select id from work_locations order by name limit 1), case when g % 10 = 0 then 20 else 40 end,
      25 + g % 30, '2020-01-01'
    from generate_series(1, ${PEOPLE}) g join users u on u.username = 'ts_bench' || g`);
  await db.execute(sql`
    insert into projects (code, name, client_name, status, billing_type, hourly_rate, budget_hours, budget_amount)
    select 'BN' || lpad(g::text, 4, '0'), 'Progetto bench ' || g, 'Cliente ' || (1 + g % ${CLIENTS}), 'attivo',
      case when g % 10 = 0 then 'interno' else 'tempo_materiali' end,
      case when g % 10 = 0 then null else 50 + g % 60 end, 500 + g % 2000, (500 + g % 2000) * 70
    from generate_series(1, ${PROJECTS}) g`);
  // Person u works on projects (7u + 53k) mod 500 for k = 0..9: ten distinct projects each.
  await db.execute(sql`
    create temporary table bench_slots as
    select u.id as user_id, p.id as project_id, k, g as person
    from generate_series(1, ${PEOPLE}) g
    cross join generate_series(0, ${SLOTS - 1}) k
    join users u on u.username = 'ts_bench' || g
    join projects p on p.code = 'BN' || lpad((1 + (7 * g + 53 * k) % ${PROJECTS})::text, 4, '0')`);
  await db.execute(sql`
    insert into project_members (project_id, user_id, project_role, allocation_pct, hourly_rate)
    select project_id, user_id, 'Consulente', 10, case when k = 0 then 90 else null end from bench_slots`);
  await db.execute(sql`
    create temporary table bench_days as
    select d::date as day, row_number() over (order by d) as n
    from generate_series(${FIRST_DAY}::date, ${FIRST_DAY}::date + ${Math.ceil(DAYS * 1.5) + 14}::int, interval '1 day') d
    where extract(isodow from d) < 6`);
  for (let first = 1; first <= DAYS; first += DAYS_PER_BATCH) {
    const last = Math.min(DAYS, first + DAYS_PER_BATCH - 1);
    await db.execute(sql`
      insert into time_entries (user_id, project_id, work_date, minutes, billable)
      select s.user_id, s.project_id, d.day, 15 * (1 + (s.person + d.n + s.k) % 4), s.k % 4 <> 3
      from bench_days d cross join bench_slots s
      where d.n between ${first}::int and ${last}::int`);
  }
  await db.execute(sql`analyze`);
  const [{ n }] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from time_entries`);
  const [{ r }] = await selectRows<{ r: number }>(db, sql`select count(*)::int as r from timesheet_month_totals`);
  console.log(
    `  dati: ${PEOPLE} persone, ${PROJECTS} progetti, ${n} voci di ore (${r} righe mensili aggregate) in ${Math.round((performance.now() - started) / 1000)} s`,
  );
}

async function measure(kind: string, database: Database, analyticsTarget: number): Promise<Result[]> {
  await migrate(database, MIGRATIONS_DIR);
  await seed(database.db, { demo: true, sessionIdleMinutes: 30, sessionAbsoluteHours: 12 });
  await fill(database);
  const app = await buildApp({ database, config: { ...loadConfig({}), webDistDir: null, filesDir: tmpdir() } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const admin = await sessionCookie(database, 'admin');
    const person = await sessionCookie(database, 'ts_bench17');

    const year = '/api/timesheet/analytics?from=2025-01-01&to=2025-12-31&group_by=project';
    await latencies(base, admin, [year], 2); // warm-up
    const analytics = await latencies(base, admin, [year], 20);
    const analyticsP95 = percentile(analytics, 95);
    console.log(`  analisi di un anno per progetto e mese: ${figures(analytics)}`);
    // Not a target: partial months at both ends read the raw entries, the worst case of an arbitrary period.
    const ragged = await latencies(
      base,
      admin,
      ['/api/timesheet/analytics?from=2025-01-15&to=2025-12-20&group_by=person'],
      5,
    );
    const others = await latencies(
      base,
      admin,
      [
        '/api/timesheet/analytics/utilisation?from=2025-01-01&to=2025-12-31',
        '/api/timesheet/analytics/budget?from=2025-01-01&to=2025-12-31',
      ],
      5,
    );
    console.log(`  (periodo con mesi parziali ${figures(ragged)}; utilizzo e budget ${figures(others)})`);

    // Ten weeks of the person's year, Mondays.
    const weeks = Array.from({ length: 10 }, (_, i) => {
      const d = new Date(Date.UTC(2025, 1, 3 + 7 * i * 3));
      return `/api/timesheet/weeks/${d.toISOString().slice(0, 10)}`;
    });
    const [{ n: personEntries }] = await selectRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from time_entries te join users u on u.id = te.user_id where u.username = 'ts_bench17'`,
    );
    await latencies(base, person, weeks, 2);
    const grid = await latencies(base, person, weeks, 10);
    const gridP95 = percentile(grid, 95);
    console.log(`  griglia settimanale di una persona (${personEntries} voci in totale): ${figures(grid)}`);
    return [
      {
        target: `[${kind}] analisi annuale per progetto e mese p95 < ${analyticsTarget} ms con ${ENTRIES} voci`,
        figure: `${analyticsP95.toFixed(1)} ms`,
        pass: analyticsP95 < analyticsTarget,
      },
      {
        target: `[${kind}] griglia settimanale p95 < 30 ms`,
        figure: `${gridP95.toFixed(1)} ms`,
        pass: gridP95 < 30,
      },
    ];
  } finally {
    await app.close();
  }
}

/** BENCH_ONLY=embedded or BENCH_ONLY=server runs one side, as in run.ts. */
export async function timesheetBench(only = process.env.BENCH_ONLY): Promise<Result[]> {
  return onBoth('Timesheet', (kind, database) => measure(kind, database, kind === 'PGlite' ? 1500 : 300), only);
}

// Run alone: `npx tsx --tsconfig bench/tsconfig.json bench/timesheet.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  report(await timesheetBench());
}
