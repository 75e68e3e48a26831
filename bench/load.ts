// An HTTP load generator in its own process (bench/load-worker.ts): in ours it would compete with the server (and
// PGlite) for the event loop. Closed model: each connection is a user with their own session cookie and CSRF token
// who sends a request, waits for the answer and sends the next one, choosing the action by weight. Open model
// (`rate`): requests arrive at a fixed average rate from users picked at random, whatever the answers take. Requests carry
// no Accept-Encoding, so responses are measured uncompressed.

import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Database } from '../apps/server/src/platform/db/database';

/** A value, or a list to pick one from at random on every request. */
export type LoadVar = string | string[];

export interface LoadAction {
  name: string;
  weight: number;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `{name}` placeholders are filled from the user's vars, then the shared vars. */
  path: string;
  body?: string;
  /** Statuses counted as an answer (default: any 2xx). */
  expect?: number[];
}

export interface LoadUser {
  cookie: string;
  csrf: string;
  vars?: Record<string, LoadVar>;
}

export interface LoadSpec {
  base: string;
  /** Users sending at once in the closed model; in the open model, the most sockets open at once. */
  connections: number;
  /**
   * Requests per second arriving whatever the answers take (the open model), from users picked at random; without
   * it each connection sends its next request when the answer to the last one arrives (the closed model).
   */
  rate?: number;
  seconds: number;
  /** Seconds of load before the measurement starts (caches, pools, JIT). */
  warmupSeconds: number;
  users: LoadUser[];
  vars?: Record<string, LoadVar>;
  actions: LoadAction[];
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

export interface LoadReport extends LatencySummary {
  rps: number;
  /** Every answer, warm-up included. */
  completed: number;
  /**
   * CPU time of this process (the server, and PGlite with it) per answer, in ms: unlike the throughput, it hardly
   * moves when other work competes for the machine. PostgreSQL's own processes are not counted.
   */
  serverCpuMs: number;
  /** CPU time of the PostgreSQL backends serving this database per answer, in ms, when the server is local. */
  databaseCpuMs: number | null;
  /** Unexpected statuses, by action: `{ "notifications list": { "500": 3 } }`. */
  errors: Record<string, Record<string, number>>;
  /** The first unexpected answer of each action, status and start of the body. */
  samples: Record<string, string>;
  actions: Record<string, LatencySummary>;
}

const run = promisify(execFile);
const WORKER = fileURLToPath(new URL('./load-worker.ts', import.meta.url));

/** CPU ms used so far by each backend of this database, read from /proc: null when PostgreSQL is not local. */
async function backendCpu(database: Database | undefined): Promise<Map<number, number> | null> {
  if (database?.kind !== 'server') return null;
  const rows = await database.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database()',
  );
  const ticks = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, (Number(fields[11]) + Number(fields[12])) * 10); // utime + stime, at 100 ticks per second
    } catch {
      return null;
    }
  }
  return ticks;
}

/** Runs the load; with `database`, also measures its backends' CPU (PostgreSQL on this machine only). */
export async function runLoad(spec: LoadSpec, database?: Database): Promise<LoadReport> {
  const dir = mkdtempSync(join(tmpdir(), 'portale-load-'));
  const file = join(dir, 'spec.json');
  writeFileSync(file, JSON.stringify(spec));
  try {
    const before = await backendCpu(database);
    const cpu = process.cpuUsage();
    const { stdout } = await run(process.execPath, ['--import', 'tsx', WORKER, file], {
      maxBuffer: 16 * 1024 * 1024,
    });
    const used = process.cpuUsage(cpu);
    const after = before && (await backendCpu(database));
    const report = JSON.parse(stdout) as Omit<LoadReport, 'serverCpuMs' | 'databaseCpuMs'>;
    const answers = Math.max(1, report.completed);
    let databaseMs: number | null = null;
    if (before && after) {
      databaseMs = 0;
      for (const [pid, ms] of after) databaseMs += ms - (before.get(pid) ?? 0);
    }
    return {
      ...report,
      serverCpuMs: (used.user + used.system) / 1000 / answers,
      databaseCpuMs: databaseMs === null ? null : databaseMs / answers,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The same users asking one GET path: the comparison endpoints (health, auth/me) and single-endpoint loads. */
export function onePath(base: string, users: LoadUser[], path: string, connections: number, seconds = 5): LoadSpec {
  return {
    base,
    connections,
    seconds,
    warmupSeconds: 1,
    users,
    actions: [{ name: path, weight: 1, method: 'GET', path }],
  };
}

export function errorCount(report: LoadReport): number {
  return Object.values(report.errors).reduce(
    (sum, byStatus) => sum + Object.values(byStatus).reduce((a, b) => a + b, 0),
    0,
  );
}

export function describeLoad(report: LoadReport): string {
  return (
    `${report.rps.toFixed(0)} req/s, p50 ${report.p50.toFixed(1)} ms, p95 ${report.p95.toFixed(1)} ms, ` +
    `p99 ${report.p99.toFixed(1)} ms; CPU per richiesta: server ${report.serverCpuMs.toFixed(2)} ms` +
    (report.databaseCpuMs === null ? '' : `, PostgreSQL ${report.databaseCpuMs.toFixed(2)} ms`)
  );
}
