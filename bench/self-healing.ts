// Error-ingestion targets, run by `npm run bench` (bench/run.ts) or alone with `npx tsx --tsconfig bench/tsconfig.json bench/self-healing.ts`:
// - ingestion of automatic batches of 20 errors sustains ≥ 2,000 errors/s on PGlite and ≥ 5,000/s on
//   PostgreSQL, with grouping;
// - a flood of 100,000 identical errors from one session is rate-limited and deduplicated: the pattern count
//   is exact for what was accepted and the refused errors are recorded, memory stays flat and other users'
//   requests keep answering.
// The load runs in a child process (plain node:http with keep-alive), so it does not compete with the server
// and PGlite for this process's event loop.

import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import vm from 'node:vm';
import { DEMO_PASSWORD, ERROR_COLLECTOR_VERSION } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app';
import { createSession } from '../apps/server/src/platform/auth/sessions';
import { loadConfig } from '../apps/server/src/platform/config';
import { type Database, selectRows } from '../apps/server/src/platform/db/database';
import { migrate } from '../apps/server/src/platform/db/migrate';
import { MIGRATIONS_DIR } from '../apps/server/src/platform/db/migrations-dir';
import { seed } from '../apps/server/src/seed/seed';
import { onBoth, type Result, report } from './common';

const run = promisify(execFile);

/** A full garbage collection, so heap figures compare live memory rather than garbage not yet collected. */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

const BATCH_SIZE = 20;
/** Browsers sending batches: enough that no one of them is near its own rate limit. */
const BENCH_USERS = 150;
const THROUGHPUT_SECONDS = Number(process.env.BENCH_SH_SECONDS ?? 8);
const FLOOD_ERRORS = 100_000;
const DISTINCT_ERRORS = 40;

interface Client {
  cookie: string;
  csrf: string;
}

/** The load generator, in its own process: N concurrent loops over keep-alive connections. */
const LOAD_SCRIPT = `
import { readFileSync } from 'node:fs';
import http from 'node:http';
const job = JSON.parse(readFileSync(process.env.BENCH_LOAD_FILE, 'utf8'));
const url = new URL(job.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: job.concurrency + (job.probe ? 2 : 0) });
const statuses = {};
const latencies = [];
let sent = 0;
const started = performance.now();
const deadline = started + job.seconds * 1000;
function send(method, path, client, body) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const req = http.request({ host: url.hostname, port: url.port, method, path, agent,
      headers: { cookie: client.cookie, 'x-csrf-token': client.csrf,
        ...(body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}) } },
      (res) => { res.resume(); res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - t0 })); });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - t0 }));
    if (body) req.write(body);
    req.end();
  });
}
async function loop(worker) {
  while (performance.now() < deadline && (job.maxRequests === null || sent < job.maxRequests)) {
    const i = sent++;
    const client = job.clients[i % job.clients.length];
    const { status } = await send('POST', '/api/self-healing/submit-error', client, job.bodies[(i * 7 + worker) % job.bodies.length]);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}
const probes = { latencies: [], failures: 0 };
// Another user meanwhile: a page request every 100 ms and an error report every 2 s (within its own limit).
async function probe() {
  for (let k = 0; performance.now() < deadline && (job.maxRequests === null || sent < job.maxRequests); k++) {
    const calls = [await send('GET', '/api/auth/me', job.probe, null)];
    if (k % 20 === 0) calls.push(await send('POST', '/api/self-healing/submit-error', job.probe, job.probeBody));
    for (const call of calls) {
      probes.latencies.push(call.ms);
      if (call.status !== 200) probes.failures++;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
await Promise.all([...Array.from({ length: job.concurrency }, (_, w) => loop(w)), ...(job.probe ? [probe()] : [])]);
const seconds = (performance.now() - started) / 1000;
probes.latencies.sort((a, b) => a - b);
const p95 = probes.latencies.length ? probes.latencies[Math.ceil(0.95 * probes.latencies.length) - 1] : null;
process.stdout.write(JSON.stringify({ seconds, statuses, probe: { p95, count: probes.latencies.length, failures: probes.failures } }));
agent.destroy();
`;

interface LoadResult {
  seconds: number;
  statuses: Record<string, number>;
  probe: { p95: number | null; count: number; failures: number };
}

async function load(job: {
  url: string;
  clients: Client[];
  bodies: string[];
  concurrency: number;
  seconds: number;
  maxRequests: number | null;
  probe?: Client;
  probeBody?: string;
}): Promise<LoadResult> {
  const dir = mkdtempSync(join(tmpdir(), 'portale-bench-load-'));
  const file = join(dir, 'job.json');
  writeFileSync(file, JSON.stringify({ probe: null, ...job }));
  try {
    const { stdout } = await run(process.execPath, ['--input-type=module', '-e', LOAD_SCRIPT], {
      env: { ...process.env, BENCH_LOAD_FILE: file },
      maxBuffer: 10 * 1024 * 1024,
    });
    return JSON.parse(stdout) as LoadResult;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** One browser error of kind `kind` (40 kinds, i.e. 40 patterns), with the ids and numbers that vary. */
function browserError(kind: number, n: number) {
  const page = ['users', 'leave', 'profile', 'kpi-templates', 'security'][kind % 5];
  const messages = [
    `TypeError: Cannot read properties of undefined (reading 'field${kind}')`,
    `Request failed with status code ${[404, 500, 503][kind % 3]} on /api/records/${n}`,
    `Errore di validazione ${kind}: valore ${n} fuori intervallo`,
    `ReferenceError: helper${kind} is not defined`,
  ];
  return {
    type: kind % 4 === 1 ? 'api_error' : 'javascript_error',
    message: messages[kind % 4]!,
    filename: 'http://localhost:3000/assets/index-B1a2c3d4.js',
    lineno: 100 + kind,
    colno: n % 80,
    stack: [
      messages[kind % 4],
      `    at Component${kind} (http://localhost:3000/assets/index-B1a2c3d4.js:${100 + kind}:${n % 80})`,
      `    at render${kind % 7} (http://localhost:3000/assets/index-B1a2c3d4.js:200:10)`,
      '    at commitRoot (http://localhost:3000/assets/index-B1a2c3d4.js:300:10)',
      '    at performWork (http://localhost:3000/assets/index-B1a2c3d4.js:400:10)',
    ].join('\n'),
    timestamp: new Date().toISOString(),
    url: `http://localhost:3000/app/admin/${page}?page=${n % 9}`,
    user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140 Safari/537.36',
    automatic: true,
    manual_report: false,
    session_id: `bench-${n % 500}`,
    page_context: { title: 'Portale', pathname: `/app/admin/${page}`, search: '', hash: '', referrer: '' },
    browser_context: {
      viewport: { width: 1280, height: 800 },
      memory: { used_js_heap_size: 30_000_000, total_js_heap_size: 40_000_000, js_heap_size_limit: 2_000_000_000 },
      connection: { effective_type: '4g', downlink: 10, rtt: 50 },
      local_time: new Date().toISOString(),
    },
  };
}

function batchBody(errors: unknown[], sessionId: string): string {
  return JSON.stringify({
    errors,
    batch_info: {
      sent_at: new Date().toISOString(),
      batch_size: errors.length,
      collector_version: ERROR_COLLECTOR_VERSION,
    },
    session_metadata: { session_id: sessionId, page_loads: 1, time_on_page: 30 },
  });
}

async function benchUsers(database: Database, count: number): Promise<Client[]> {
  await database.db.execute(sql`
    insert into users (username, email, first_name, last_name, password_hash, role, status)
    select 'sh_bench' || g, 'sh_bench' || g || '@bench.portale.it', 'Bench', 'Utente ' || g, 'x', 'employee', 'active'
    from generate_series(1, ${count}) g`);
  const rows = await selectRows<{ id: string }>(
    database.db,
    sql`select id from users where username like 'sh\\_bench%' order by username`,
  );
  const clients: Client[] = [];
  for (const row of rows) {
    const session = await createSession(database.db, {
      userId: row.id,
      ip: '127.0.0.1',
      userAgent: 'bench',
      absoluteHours: 2,
    });
    clients.push({ cookie: `portale_sid=${session.token}`, csrf: session.csrfToken });
  }
  return clients;
}

function mb(bytes: number): string {
  return `${Math.round(bytes / 1_048_576)} MB`;
}

async function measure(kind: string, database: Database, throughputTarget: number): Promise<Result[]> {
  await migrate(database, MIGRATIONS_DIR);
  await seed(database.db, { demo: true, sessionIdleMinutes: 30, sessionAbsoluteHours: 12 });
  const app = await buildApp({ database, config: { ...loadConfig({}), webDistDir: null, filesDir: tmpdir() } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  try {
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    const admin: Client = {
      cookie: login.headers.get('set-cookie')!.split(';')[0]!,
      csrf: ((await login.json()) as { data: { csrf_token: string } }).data.csrf_token,
    };
    const enabled = await fetch(`${base}/api/admin/config`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', cookie: admin.cookie, 'x-csrf-token': admin.csrf },
      body: JSON.stringify({ monitoring: { auto_error_submission: true } }),
    });
    if (!enabled.ok) throw new Error(`attivazione invio automatico: ${enabled.status}`);
    const clients = await benchUsers(database, BENCH_USERS + 2);
    const probe = clients.pop()!;
    const flooder = clients.pop()!;

    // 1. Throughput with grouping: 200 different batches of 20 over 40 kinds of error.
    const bodies = Array.from({ length: 200 }, (_, b) =>
      batchBody(
        Array.from({ length: BATCH_SIZE }, (_, e) =>
          browserError((b * 3 + e * 11) % DISTINCT_ERRORS, b * BATCH_SIZE + e),
        ),
        `bench-session-${b % 50}`,
      ),
    );
    await load({ url: base, clients, bodies, concurrency: 8, seconds: 1, maxRequests: null }); // warm-up
    await database.db.execute(sql`delete from self_healing_patterns`);
    const cpuBefore = process.cpuUsage();
    const throughput = await load({
      url: base,
      clients,
      bodies,
      concurrency: 16,
      seconds: THROUGHPUT_SECONDS,
      maxRequests: null,
    });
    const cpu = process.cpuUsage(cpuBefore);
    const serverCpuSeconds = (cpu.user + cpu.system) / 1e6;
    const okRequests = throughput.statuses['200'] ?? 0;
    const errorsPerSecond = (okRequests * BATCH_SIZE) / throughput.seconds;
    const [grouped] = await selectRows<{ patterns: number; occurrences: string }>(
      database.db,
      sql`select count(*)::int as patterns, coalesce(sum(occurrence_count), 0)::text as occurrences from self_healing_patterns`,
    );
    const exact = Number(grouped!.occurrences) === okRequests * BATCH_SIZE;
    // On a shared machine the wall-clock figure depends on the neighbours; CPU per error much less so.
    console.log(
      `  CPU del processo server (Node${kind === 'PGlite' ? ' + PGlite' : ''}): ${serverCpuSeconds.toFixed(1)} s → ${Math.round((okRequests * BATCH_SIZE) / serverCpuSeconds)} errori per secondo di CPU; carico medio della macchina ${loadavg()[0]!.toFixed(1)} su ${cpus().length} core`,
    );
    console.log(
      `  ingestione: ${Math.round(errorsPerSecond)} errori/s (${okRequests} invii da ${BATCH_SIZE} in ${throughput.seconds.toFixed(1)} s, risposte ${JSON.stringify(throughput.statuses)}) → ${grouped!.patterns} schemi, ${grouped!.occurrences} occorrenze${exact ? '' : ' (NON corrispondono)'}`,
    );

    // 2. A flood of 100,000 identical errors from one session, while another user keeps working.
    const floodBody = batchBody(
      Array.from({ length: BATCH_SIZE }, () => ({ ...browserError(0, 1), message: 'TypeError: flood loop in render' })),
      'flood-session',
    );
    const probeBody = batchBody([browserError(1, 1)], 'probe-session');
    collectGarbage();
    const before = process.memoryUsage();
    const flood = await load({
      url: base,
      clients: [flooder],
      bodies: [floodBody],
      // A browser opens at most six connections to one host.
      concurrency: 6,
      seconds: 300,
      maxRequests: FLOOD_ERRORS / BATCH_SIZE,
      probe,
      probeBody,
    });
    collectGarbage();
    const after = process.memoryUsage();
    const accepted = flood.statuses['200'] ?? 0;
    const refused = flood.statuses['429'] ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 2500)); // the refused-error tally is written in bulk
    const [pattern] = await selectRows<{ occurrences: string; sampled: string; samples: number }>(
      database.db,
      sql`select occurrence_count::text as occurrences, sampled_count::text as sampled,
            (select count(*)::int from self_healing_error_samples s where s.pattern_id = p.id) as samples
          from self_healing_patterns p where title = 'TypeError: flood loop in render'`,
    );
    const [limited] = await selectRows<{ n: string | null }>(
      database.db,
      sql`select sum(occurrences)::text as n from self_healing_error_counts where counter = 'rate_limited'`,
    );
    const counted = Number(pattern?.occurrences ?? 0) === accepted * BATCH_SIZE;
    // The tally also holds what the throughput phase had refused (on a fast server its sessions reach the limit).
    const refusedBefore = throughput.statuses['429'] ?? 0;
    const recorded = Number(limited?.n ?? 0) === (refusedBefore + refused) * BATCH_SIZE;
    const heapGrowth = after.heapUsed - before.heapUsed;
    console.log(
      `  flood: ${FLOOD_ERRORS} errori identici in ${flood.seconds.toFixed(1)} s — accettati ${accepted * BATCH_SIZE} (schema: ${pattern?.occurrences ?? 0} occorrenze, ${pattern?.sampled ?? 0} senza dettaglio, ${pattern?.samples ?? 0} campioni), rifiutati con 429 ${refused * BATCH_SIZE} (registrati con i ${refusedBefore * BATCH_SIZE} della fase precedente: ${limited?.n ?? 0})`,
    );
    console.log(
      `  durante il flood un altro utente: p95 ${flood.probe.p95?.toFixed(1)} ms su ${flood.probe.count} richieste, ${flood.probe.failures} fallite — heap ${mb(before.heapUsed)} → ${mb(after.heapUsed)}, rss ${mb(before.rss)} → ${mb(after.rss)}`,
    );
    return [
      {
        target: `[${kind}] ingestione a lotti da 20 ≥ ${throughputTarget} errori/s, raggruppati`,
        figure: `${Math.round(errorsPerSecond)} errori/s, ${grouped!.patterns} schemi`,
        pass: errorsPerSecond >= throughputTarget && exact && grouped!.patterns === DISTINCT_ERRORS,
      },
      {
        target: `[${kind}] flood di ${FLOOD_ERRORS} errori identici: limitato, deduplicato, conteggio esatto`,
        figure: `${refused * BATCH_SIZE} rifiutati, 1 schema da ${pattern?.occurrences ?? 0}, ${pattern?.samples ?? 0} campioni`,
        pass: refused > 0 && counted && recorded && (pattern?.samples ?? 99) <= 10,
      },
      {
        target: `[${kind}] durante il flood gli altri rispondono (p95 < 250 ms) e la memoria resta piatta (heap +< 64 MB)`,
        figure: `p95 ${flood.probe.p95?.toFixed(1)} ms, ${flood.probe.failures} errori, heap ${heapGrowth >= 0 ? '+' : ''}${mb(heapGrowth)}`,
        pass: flood.probe.failures === 0 && (flood.probe.p95 ?? Infinity) < 250 && heapGrowth < 64 * 1_048_576,
      },
    ];
  } finally {
    await app.close();
  }
}

/** BENCH_ONLY=embedded or BENCH_ONLY=server runs one side, as in run.ts. */
export async function selfHealingBench(only = process.env.BENCH_ONLY): Promise<Result[]> {
  return onBoth('Self-healing', (kind, database) => measure(kind, database, kind === 'PGlite' ? 2000 : 5000), only);
}

// Run alone: `npx tsx --tsconfig bench/tsconfig.json bench/self-healing.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  report(await selfHealingBench());
}
