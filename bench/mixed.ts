// Mixed traffic (docs/benchmarks.md): 200 people logged in at once (employees, managers, administrators, each with
// their own session), 70% reads across the modules, 20% writes, 10% search, for 20 s; compared with GET
// /api/health under the same 200 connections. Targets: PostgreSQL ≥ 500 req/s with p95 ≤ 100 ms, embedded
// ≥ 150 req/s with p95 ≤ 300 ms. The throughput is the most the 200 reach when each sends again as soon as answered
// (the closed model, which also gives the ratio to /api/health); the p95 is measured with the target's traffic:
// the 200 sending at random moments, together the target's requests per second (the open model). In the closed
// model every user always waits for the server, so its p95 is the 200 users' queue (Little's law: 200 / throughput),
// not what a person clicking sees.

import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { createSession, SESSION_COOKIE } from '../apps/server/src/platform/auth/sessions';
import { loadConfig } from '../apps/server/src/platform/config';
import { type Database, selectRows } from '../apps/server/src/platform/db/database';
import { migrate } from '../apps/server/src/platform/db/migrate';
import { MIGRATIONS_DIR } from '../apps/server/src/platform/db/migrations-dir';
import { seed } from '../apps/server/src/seed/seed';
import { onBoth, type Result } from './common';
import { describeLoad, errorCount, type LoadAction, type LoadUser, runLoad } from './load';

const USERS = Number(process.env.BENCH_MIXED_USERS ?? 200);
const SECONDS = Number(process.env.BENCH_MIXED_SECONDS ?? 20);
const NOTIFICATIONS_PER_USER = 20;
const QUERIES = ['rossi', 'bianchi', 'mario', 'svilupp', 'progetto', 'esposto', 'giulia', 'analista', 'ecom', 'sara r'];

/** Who the 200 are: mostly employees, some managers, a few administrators. */
function roleOf(i: number): 'employee' | 'manager' | 'admin' {
  if (i % 20 === 0) return 'admin';
  if (i % 5 === 0) return 'manager';
  return 'employee';
}

export const ACTIONS: LoadAction[] = [
  // 70% reads
  { name: 'elenco persone', weight: 10, method: 'GET', path: '/api/personnel/employees' },
  { name: 'scheda persona', weight: 9, method: 'GET', path: '/api/personnel/employees/{personId}' },
  { name: 'elenco progetti', weight: 8, method: 'GET', path: '/api/projects' },
  { name: 'scheda progetto', weight: 8, method: 'GET', path: '/api/projects/{projectId}' },
  { name: 'settimana ore', weight: 10, method: 'GET', path: '/api/timesheet/weeks/{weekStart}' },
  { name: 'ferie e permessi', weight: 8, method: 'GET', path: '/api/timesheet/requests' },
  { name: 'notifiche', weight: 8, method: 'GET', path: '/api/notifications' },
  { name: 'riepiloghi dashboard', weight: 9, method: 'GET', path: '{dashboard}' },
  // 20% writes
  {
    name: 'salva settimana',
    weight: 12,
    method: 'PUT',
    path: '/api/timesheet/weeks/{weekStart}',
    body: '{"rows":[{"project_id":"{benchProject}","task_id":null,"cells":[{"date":"{weekStart}","minutes":{minutes}}]}]}',
  },
  { name: 'notifica letta', weight: 8, method: 'PUT', path: '/api/notifications/{notificationId}/read' },
  // 10% search
  { name: 'ricerca', weight: 10, method: 'GET', path: '/api/search?q={q}&limit=8' },
];

function mondays(count: number): string[] {
  const today = new Date();
  const monday = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  return Array.from({ length: count }, (_, i) =>
    new Date(monday.getTime() - i * 7 * 86_400_000).toISOString().slice(0, 10),
  );
}

/** The bench people, their bench project and notifications, and one session each. */
export async function prepare(database: Database): Promise<LoadUser[]> {
  const { db } = database;
  await db.execute(sql`
    insert into users (username, email, first_name, last_name, password_hash, role, status)
    select 'misto' || g, 'misto' || g || '@bench.portale.it', 'Persona', 'Misto ' || g, 'x',
      case when g % 20 = 0 then 'admin' when g % 5 = 0 then 'manager' else 'employee' end, 'active'
    from generate_series(0, ${USERS - 1}) g`);
  await db.execute(sql`
    insert into employees (user_id, job_title) select id, 'Analista dati' from users where username like 'misto%'`);
  const [project] = await selectRows<{ id: string }>(
    db,
    sql`insert into projects (code, name, status) values ('BENCH-MIX', 'Progetto del benchmark misto', 'attivo')
        returning id`,
  );
  await db.execute(sql`
    insert into project_members (project_id, user_id) select ${project!.id}, id from users where username like 'misto%'`);
  await db.execute(sql`
    insert into notifications (user_id, title, message, type, is_read)
    select u.id, 'Avviso ' || g, 'Testo di prova', 'info', false
    from users u, generate_series(1, ${NOTIFICATIONS_PER_USER}) g where u.username like 'misto%'`);
  await db.execute(sql`analyze`);

  const people = await selectRows<{ id: string; username: string }>(
    db,
    sql`select id, username from users where username like 'misto%' order by username`,
  );
  const demoPeople = await selectRows<{ id: string }>(
    db,
    sql`select u.id from users u join employees e on e.user_id = u.id where u.username not like 'misto%'`,
  );
  const projects = await selectRows<{ id: string }>(db, sql`select id from projects where deleted_at is null`);
  const notifications = await selectRows<{ user_id: string; ids: string[] }>(
    db,
    sql`select user_id, array_agg(id::text) as ids from notifications group by user_id`,
  );
  const byUser = new Map(notifications.map((n) => [n.user_id, n.ids]));
  const personIds = [...demoPeople.map((p) => p.id), ...people.slice(0, 50).map((p) => p.id)];
  const users: LoadUser[] = [];
  for (const [i, person] of people.entries()) {
    const role = roleOf(Number(person.username.slice('misto'.length)));
    const session = await createSession(db, {
      userId: person.id,
      ip: '127.0.0.1',
      userAgent: 'bench',
      absoluteHours: 12,
    });
    const dashboard = ['/api/personnel/widgets/birthdays', '/api/personnel/widgets/new-colleagues'];
    if (role !== 'employee') dashboard.push('/api/timesheet/approvals/summary', '/api/timesheet/dashboard');
    dashboard.push('/api/notifications/unread-count');
    users.push({
      cookie: `${SESSION_COOKIE}=${session.token}`,
      csrf: session.csrfToken,
      vars: {
        personId: personIds,
        // Employees open the projects they belong to; managers and administrators any project.
        projectId: role === 'employee' ? project!.id : projects.map((p) => p.id),
        weekStart: mondays(4),
        notificationId: byUser.get(person.id) ?? [],
        dashboard,
        minutes: ['60', '240', '480'],
        benchProject: project!.id,
        q: QUERIES.map((q) => encodeURIComponent(q)),
        index: String(i),
      },
    });
  }
  return users;
}

async function measure(kind: string, database: Database): Promise<Result[]> {
  await migrate(database, MIGRATIONS_DIR);
  await seed(database.db, { demo: true, sessionIdleMinutes: 30, sessionAbsoluteHours: 12 });
  const users = await prepare(database);
  const app = await buildApp({ database, config: { ...loadConfig({}), webDistDir: null, filesDir: tmpdir() } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const connections = users.length;
    const health = await runLoad(
      {
        base,
        connections,
        seconds: 5,
        warmupSeconds: 1,
        users,
        actions: [{ name: 'health', weight: 1, method: 'GET', path: '/api/health' }],
      },
      database,
    );
    const mixed = await runLoad(
      { base, connections, seconds: SECONDS, warmupSeconds: 2, users, actions: ACTIONS },
      database,
    );
    const server = kind === 'PostgreSQL';
    const [minRps, maxP95] = server ? [500, 100] : [150, 300];
    // The target's traffic: the 200 people clicking in their own time, together minRps requests per second.
    const paced = await runLoad(
      { base, connections, rate: minRps, seconds: SECONDS, warmupSeconds: 2, users, actions: ACTIONS },
      database,
    );
    const load = loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    if (errorCount(mixed) + errorCount(health) + errorCount(paced) > 0) {
      const samples = { health: health.samples, mixed: mixed.samples, paced: paced.samples };
      throw new Error(`risposte inattese: ${JSON.stringify(samples)}`);
    }
    const ratio = mixed.rps / health.rps;
    console.log(`  ${connections} sessioni: GET /api/health ${describeLoad(health)}`);
    console.log(`  ${connections} sessioni: traffico misto ${describeLoad(mixed)} (${(ratio * 100).toFixed(0)}%)`);
    console.log(
      `  p95 per azione (ms): ${Object.entries(mixed.actions)
        .map(([name, s]) => `${name} ${s.p95.toFixed(0)}`)
        .join(', ')}`,
    );
    console.log(`  ${connections} sessioni a ${minRps} req/s in arrivo: ${describeLoad(paced)}`);
    console.log(
      `  p95 per azione (ms): ${Object.entries(paced.actions)
        .map(([name, s]) => `${name} ${s.p95.toFixed(0)}`)
        .join(', ')}`,
    );
    console.log(`  carico medio della macchina (1, 5, 15 min): ${load}`);
    return [
      {
        target: `[${kind}] traffico misto, ${connections} sessioni: ≥ ${minRps} req/s`,
        figure: `${mixed.rps.toFixed(0)} req/s al massimo (${(ratio * 100).toFixed(0)}% di /api/health, ${health.rps.toFixed(0)} req/s)`,
        pass: mixed.rps >= minRps,
      },
      {
        target: `[${kind}] traffico misto, ${connections} sessioni a ${minRps} req/s: p95 ≤ ${maxP95} ms`,
        figure: `${paced.p95.toFixed(1)} ms a ${paced.rps.toFixed(0)} req/s (al massimo ${mixed.p95.toFixed(1)} ms; /api/health ${health.p95.toFixed(1)} ms)`,
        // Arrivals are random: over 20 s the rate served may fall a little short of the rate asked for.
        pass: paced.p95 <= maxP95 && paced.rps >= minRps * 0.95,
      },
    ];
  } finally {
    await app.close();
  }
}

export function mixedBench(only?: string): Promise<Result[]> {
  return onBoth('Traffico misto', measure, only);
}
