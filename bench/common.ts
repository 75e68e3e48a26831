// What the benchmarks share: the result shape, percentiles, timed requests, and running one measurement on a
// fresh embedded database and on a fresh database of the real PostgreSQL server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createSession } from '../apps/server/src/platform/auth/sessions';
import {
  type Database,
  openDatabase,
  SERVER_SESSION_OPTIONS,
  selectRows,
  wrapPool,
} from '../apps/server/src/platform/db/database';

export interface Result {
  target: string;
  figure: string;
  pass: boolean;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/**
 * Each path `rounds` times, one request at a time: the latency of every request in ms. Asks for no compression
 * (fetch would offer gzip and br), like the load generator.
 */
export async function latencies(base: string, cookie: string, paths: string[], rounds: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < rounds; i++) {
    for (const path of paths) {
      const started = performance.now();
      const response = await fetch(`${base}${path}`, { headers: { cookie, 'accept-encoding': 'identity' } });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      times.push(performance.now() - started);
    }
  }
  return times;
}

/** Runs `measure` on a new PGlite data directory, removed afterwards. */
export async function onEmbedded(
  title: string,
  measure: (kind: string, database: Database) => Promise<Result[]>,
): Promise<Result[]> {
  console.log(`${title} — database incorporato (PGlite)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'portale-bench-'));
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    return await measure('PGlite', database);
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * Runs `measure` on a new database of the PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL, else the
 * local test server), dropped afterwards unless BENCH_KEEP=1 (for EXPLAIN ANALYZE). Skipped when unreachable.
 */
export async function onServer(
  title: string,
  measure: (kind: string, database: Database) => Promise<Result[]>,
): Promise<Result[]> {
  const url =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `portale_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`PostgreSQL non raggiungibile (${(error as Error).message}): misure "${title}" sul server saltate`);
    return [];
  }
  console.log(`${title} — PostgreSQL server`);
  await admin.query(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = wrapPool(
    new pg.Pool({ connectionString: target.toString(), max: 10, options: SERVER_SESSION_OPTIONS }),
  );
  try {
    return await measure('PostgreSQL', database);
  } finally {
    await database.close();
    if (process.env.BENCH_KEEP) console.log(`  database conservato: ${name}`);
    else await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** BENCH_ONLY=embedded or BENCH_ONLY=server runs one side. */
export async function onBoth(
  title: string,
  measure: (kind: string, database: Database) => Promise<Result[]>,
  only = process.env.BENCH_ONLY,
): Promise<Result[]> {
  return [
    ...(only === 'server' ? [] : await onEmbedded(title, measure)),
    ...(only === 'embedded' ? [] : await onServer(title, measure)),
  ];
}

export function report(results: Result[]): never {
  console.log('\nObiettivi');
  for (const r of results) console.log(`  ${r.pass ? 'OK  ' : 'NO  '} ${r.target}: ${r.figure}`);
  process.exit(results.every((r) => r.pass) ? 0 : 1);
}

/** A session cookie of `username`, made directly in the database (no login, so no password hashing in the figures). */
export async function sessionCookie(database: Database, username: string): Promise<string> {
  const [user] = await selectRows<{ id: string }>(database.db, sql`select id from users where username = ${username}`);
  const session = await createSession(database.db, {
    userId: user!.id,
    ip: '127.0.0.1',
    userAgent: 'bench',
    absoluteHours: 2,
  });
  return `portale_sid=${session.token}`;
}

/** p50 and p95 of some timings, as the benchmarks print them. */
export const figures = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;
