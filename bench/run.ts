// `npm run bench`: the performance targets listed in docs/benchmarks.md, measured on the embedded database and on
// the real PostgreSQL server (BENCH_DATABASE_URL, default the local test server; skipped if unreachable).
// Prints the figures and exits 1 if a target is missed.

import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { DEMO_PASSWORD } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/platform/config';
import { type Database, selectRows } from '../apps/server/src/platform/db/database';
import { migrate } from '../apps/server/src/platform/db/migrate';
import { MIGRATIONS_DIR } from '../apps/server/src/platform/db/migrations-dir';
import { seed } from '../apps/server/src/seed/seed';
import { latencies, onBoth, percentile, type Result, report } from './common';
import { describeLoad, errorCount, type LoadSpec, runLoad } from './load';

// BENCH_ROWS lowers the volume for a quick look; the targets are stated for 200,000 rows.
const SEARCHABLE_ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const NOTIFICATIONS = Math.round(SEARCHABLE_ROWS / 2);
const run = promisify(execFile);
const AUTOCANNON_BIN = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

const SEARCH_QUERIES = [
  'rossi',
  'mario bianchi',
  'giuseppe',
  'esposto',
  'ferr',
  'utente123456',
  'dipendenti',
  'colombo',
  'chiara r',
  'gallo',
  'sviluppatore',
  'contabile',
];

/** Job titles of the bench people: the people search also matches them (employees.search_vector). */
const JOB_TITLES = [
  'Sviluppatore software',
  'Project manager',
  'Consulente',
  'Tecnico di laboratorio',
  'Addetto vendite',
  'Analista dati',
  'Progettista meccanico',
  'Responsabile qualità',
  'Magazziniere',
  'Contabile',
];

const FIRST = [
  'Mario',
  'Luca',
  'Giuseppe',
  'Francesca',
  'Chiara',
  'Marco',
  'Sara',
  'Paolo',
  'Giulia',
  'Andrea',
  'Elena',
  'Matteo',
  'Valentina',
  'Davide',
  'Federica',
  'Simone',
  'Alessia',
  'Stefano',
  'Martina',
  'Roberto',
];
const LAST = [
  'Rossi',
  'Russo',
  'Ferrari',
  'Esposito',
  'Bianchi',
  'Romano',
  'Colombo',
  'Ricci',
  'Marino',
  'Greco',
  'Bruno',
  'Gallo',
  'Conti',
  'De Luca',
  'Mancini',
  'Costa',
  'Giordano',
  'Rizzo',
  'Lombardi',
  'Moretti',
  'Barbieri',
  'Fontana',
  'Santoro',
  'Mariani',
  'Rinaldi',
];

async function fill(database: Database): Promise<void> {
  const started = performance.now();
  const first = `{${FIRST.map((n) => `"${n}"`).join(',')}}`;
  const last = `{${LAST.map((n) => `"${n}"`).join(',')}}`;
  await database.db.execute(sql`
    insert into users (username, email, first_name, last_name, password_hash, role, status)
    select 'utente' || g, 'utente' || g || '@bench.portale.it',
      (${first}::text[])[1 + g % ${FIRST.length}], (${last}::text[])[1 + (g / ${FIRST.length}) % ${LAST.length}],
      'x', 'employee', 'active'
    from generate_series(1, ${SEARCHABLE_ROWS}) g`);
  const titles = `{${JOB_TITLES.map((n) => `"${n}"`).join(',')}}`;
  await database.db.execute(sql`
    insert into employees (user_id, job_title)
    select id, (${titles}::text[])[1 + abs(hashtext(username)) % ${JOB_TITLES.length}]
    from users where username like 'utente%'`);
  await database.db.execute(sql`
    insert into notifications (user_id, title, message, type, is_read)
    select u.id, 'Notifica ' || g, 'Testo di prova', 'info', g % 3 = 0
    from generate_series(1, ${NOTIFICATIONS}) g
    join lateral (select id from users where username = 'utente' || (1 + g % 5000)) u on true`);
  await database.db.execute(sql`
    insert into notifications (user_id, title, type, is_read)
    select id, 'Per l''amministratore ' || g, 'system', g % 2 = 0 from users, generate_series(1, 500) g where username = 'admin'`);
  await database.db.execute(sql`analyze`);
  console.log(
    `  dati: ${SEARCHABLE_ROWS} persone e ${NOTIFICATIONS + 500} notifiche in ${Math.round((performance.now() - started) / 1000)} s`,
  );
}

/** autocannon in its own process: in ours it would compete with the server (and PGlite) for the event loop. */
async function throughput(url: string, cookie: string): Promise<number> {
  const { stdout } = await run(process.execPath, [
    AUTOCANNON_BIN,
    '-c',
    '50',
    '-d',
    '5',
    '-j',
    '-H',
    `cookie=${cookie}`,
    url,
  ]);
  const result = JSON.parse(stdout) as { non2xx: number; requests: { average: number } };
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} risposte non 2xx`);
  return result.requests.average;
}

/**
 * Search with many clients at once, next to GET /api/auth/me (one session lookup) measured the same way: on
 * PostgreSQL 50 connections, search ≥ 40% of that throughput at full speed and p95 ≤ 50 ms at that rate;
 * embedded (one process, one connection) 10 connections and p95 ≤ 150 ms.
 */
async function searchUnderLoad(kind: string, base: string, cookie: string, database: Database): Promise<Result[]> {
  const server = kind === 'PostgreSQL';
  const connections = server ? 50 : 10;
  const users = [{ cookie, csrf: '' }];
  const spec = (name: string, path: string): LoadSpec => ({
    base,
    connections,
    seconds: 5,
    warmupSeconds: 1,
    users,
    vars: { q: SEARCH_QUERIES.map((q) => encodeURIComponent(q)) },
    actions: [{ name, weight: 1, method: 'GET', path }],
  });
  const trivial = await runLoad(spec('me', '/api/auth/me'), database);
  const searching = await runLoad(spec('search', '/api/search?q={q}&limit=8'), database);
  if (errorCount(trivial) + errorCount(searching) > 0) {
    throw new Error(`risposte inattese: ${JSON.stringify({ me: trivial.samples, search: searching.samples })}`);
  }
  const ratio = searching.rps / trivial.rps;
  console.log(`  ${connections} client: /api/auth/me ${describeLoad(trivial)}`);
  console.log(`  ${connections} client: ricerca ${describeLoad(searching)} (${(ratio * 100).toFixed(0)}%)`);
  const p95Target = server ? 50 : 150;
  if (!server) {
    return [
      {
        target: `[${kind}] ricerca con ${connections} client p95 ≤ ${p95Target} ms`,
        figure: `${searching.p95.toFixed(1)} ms`,
        pass: searching.p95 <= p95Target,
      },
    ];
  }
  // At full speed 50 clients always queue behind each other: the mean latency is 50 / throughput (Little's law),
  // so a p95 of 50 ms would need some 1,000 searches a second, more than /api/auth/me's own p95 allows on two
  // cores. The p95 is taken where the throughput target puts search: the 50 clients together asking 40% of
  // /api/auth/me's throughput, at random moments, each search timed from when it was due.
  const rate = Math.round(trivial.rps * 0.4);
  const paced = await runLoad({ ...spec('search', '/api/search?q={q}&limit=8'), seconds: 10, rate }, database);
  if (errorCount(paced) > 0) throw new Error(`risposte inattese: ${JSON.stringify(paced.samples)}`);
  console.log(`  ${connections} client a ${rate} ricerche/s in arrivo: ${describeLoad(paced)}`);
  return [
    {
      target: `[${kind}] ricerca con ${connections} client ≥ 40% del throughput di /api/auth/me`,
      figure: `${(ratio * 100).toFixed(0)}% (${searching.rps.toFixed(0)} su ${trivial.rps.toFixed(0)} req/s)`,
      pass: ratio >= 0.4,
    },
    {
      target: `[${kind}] ricerca con ${connections} client a ${rate} req/s (40% di /api/auth/me): p95 ≤ ${p95Target} ms`,
      figure: `${paced.p95.toFixed(1)} ms a ${paced.rps.toFixed(0)} req/s (a piena velocità ${searching.p95.toFixed(1)} ms)`,
      pass: paced.p95 <= p95Target && paced.rps >= rate * 0.95,
    },
  ];
}

async function measure(kind: string, database: Database): Promise<Result[]> {
  await migrate(database, MIGRATIONS_DIR);
  await seed(database.db, { demo: true, sessionIdleMinutes: 30, sessionAbsoluteHours: 12 });
  await fill(database);
  const app = await buildApp({ database, config: { ...loadConfig({}), webDistDir: null, filesDir: tmpdir() } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const [{ n }] = await selectRows<{ n: number }>(database.db, sql`select count(*)::int as n from users`);

    const searchPaths = SEARCH_QUERIES.map((q) => `/api/search?q=${encodeURIComponent(q)}&limit=8`);
    await latencies(base, cookie, [...searchPaths, '/api/auth/me'], 2); // warm-up
    const search: number[] = [];
    const slowest: string[] = [];
    for (const [i, path] of searchPaths.entries()) {
      const times = await latencies(base, cookie, [path], 20);
      search.push(...times);
      slowest.push(`${SEARCH_QUERIES[i]} ${percentile(times, 95).toFixed(0)}`);
    }
    const trivial = await latencies(base, cookie, ['/api/auth/me'], 200);
    const searchP95 = percentile(search, 95);
    console.log(
      `  ricerca su ${n} persone: p50 ${percentile(search, 50).toFixed(1)} ms, p95 ${searchP95.toFixed(1)} ms` +
        ` — endpoint banale (GET /api/auth/me) p95 ${percentile(trivial, 95).toFixed(1)} ms`,
    );
    console.log(`  p95 per ricerca (ms): ${slowest.join(', ')}`);

    const load = await searchUnderLoad(kind, base, cookie, database);

    const trivialRps = await throughput(`${base}/api/auth/me`, cookie);
    const unreadRps = await throughput(`${base}/api/notifications/unread-count`, cookie);
    const ratio = unreadRps / trivialRps;
    console.log(
      `  throughput: /api/auth/me ${trivialRps.toFixed(0)} req/s, unread-count ${unreadRps.toFixed(0)} req/s (${(ratio * 100).toFixed(0)}%)`,
    );
    return [
      ...load,
      {
        target: `[${kind}] ricerca p95 < 50 ms con ${SEARCHABLE_ROWS} righe`,
        figure: `${searchP95.toFixed(1)} ms`,
        pass: searchP95 < 50,
      },
      {
        target: `[${kind}] unread-count ≥ 40% del throughput banale`,
        figure: `${(ratio * 100).toFixed(0)}%`,
        pass: ratio >= 0.4,
      },
    ];
  } finally {
    await app.close();
  }
}

// BENCH_ONLY=embedded or BENCH_ONLY=server runs one side; BENCH_SUITES=search,mixed (comma-separated) some suites.
const only = process.env.BENCH_ONLY;
const suites = process.env.BENCH_SUITES?.split(',').map((s) => s.trim());
const wanted = (suite: string) => !suites || suites.includes(suite);
const results: Result[] = [];
if (wanted('search')) results.push(...(await onBoth('Ricerca e notifiche', measure, only)));
if (wanted('mixed')) results.push(...(await (await import('./mixed')).mixedBench(only)));
if (wanted('self-healing')) results.push(...(await (await import('./self-healing')).selfHealingBench(only)));
if (wanted('timesheet')) results.push(...(await (await import('./timesheet')).timesheetBench(only)));
if (wanted('documents')) results.push(...(await (await import('./documents')).documentsBench(only)));
if (wanted('sales')) results.push(...(await (await import('./sales')).salesBench(only)));
if (wanted('upload-memory')) results.push(...(await (await import('./upload-memory')).uploadMemoryBench(only)));
report(results);
