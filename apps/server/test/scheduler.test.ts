import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { loadConfig } from '@/platform/config';
import type { Database } from '@/platform/db/database';
import { SharedWindowCounter } from '@/platform/rate-limit/shared-window';
import { as, createTestApp, login, type TestApp } from './helpers';

// Two app instances on one database (on PGlite the twin shares the client, on PostgreSQL it has its own pool):
// a job's period is claimed in the shared job_runs table, so only one of them runs it.
let t: TestApp;
let twinDatabase: Database;
let twin: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp();
  twinDatabase = await t.database.openTwin();
  twin = await buildApp({ database: twinDatabase, config: { ...loadConfig({}), webDistDir: null, demoMode: true } });
});
afterAll(async () => {
  await twin.close();
  await twinDatabase.close();
  await t.close();
});

async function lastRun(name: string) {
  const rows = await t.database.query<{ last_instance: string; last_error: string | null }>(
    'select last_instance, last_error from job_runs where name = $1',
    [name],
  );
  return rows[0];
}

describe('scheduled jobs on several instances', () => {
  it('runs a job once per period whichever instance comes first, and the other says it skipped', async () => {
    let runs = 0;
    const job = { name: 'test-once', description: 'Prova', intervalMs: 3_600_000, run: async () => void runs++ };
    t.app.scheduler.register(job);
    twin.scheduler.register(job);

    expect(await t.app.scheduler.runIfDue('test-once')).toBe(true);
    expect(await twin.scheduler.runIfDue('test-once')).toBe(false);
    expect(await t.app.scheduler.runIfDue('test-once')).toBe(false);
    expect(runs).toBe(1);
    expect((await lastRun('test-once'))?.last_instance).toBe(t.app.scheduler.instance);
    expect(t.app.scheduler.instance).not.toBe(twin.scheduler.instance);

    // Both status pages show the same last run; the twin also says it skipped it.
    const [mine, theirs] = [await t.app.scheduler.status(), await twin.scheduler.status()].map((list) =>
      list.find((j) => j.name === 'test-once'),
    );
    expect(theirs?.last_run_at).toBeTruthy();
    expect(theirs?.last_run_at).toBe(mine?.last_run_at);
    expect(theirs?.last_run_by).toBe(t.app.scheduler.instance);
    expect(theirs?.last_skipped_at).toBeTruthy();
    expect(mine?.last_skipped_at).toBeTruthy(); // its own second call found the period taken
    expect(theirs?.last_duration_ms).toBeGreaterThanOrEqual(0);

    // Once most of an interval has passed, the next instance to come takes the new period.
    await t.database.query(
      "update job_runs set last_started_at = now() - interval '55 minutes' where name = 'test-once'",
    );
    expect(await twin.scheduler.runIfDue('test-once')).toBe(true);
    expect(await t.app.scheduler.runIfDue('test-once')).toBe(false);
    expect(runs).toBe(2);
    expect((await lastRun('test-once'))?.last_instance).toBe(twin.scheduler.instance);

    // A manual run does not wait for the period.
    await t.app.scheduler.runNow('test-once');
    expect(runs).toBe(3);
  });

  it('keeps a failed run in the shared table, so every instance shows the error', async () => {
    const job = {
      name: 'test-failing',
      description: 'Prova',
      intervalMs: 60_000,
      run: async () => {
        throw new Error('disco pieno');
      },
    };
    t.app.scheduler.register(job);
    twin.scheduler.register(job);
    expect(await twin.scheduler.runIfDue('test-failing')).toBe(true);
    expect((await lastRun('test-failing'))?.last_error).toBe('disco pieno');
    const shown = (await t.app.scheduler.status()).find((j) => j.name === 'test-failing');
    expect(shown).toMatchObject({ last_error: 'disco pieno', last_run_by: twin.scheduler.instance });
  });

  it('shows the shared runs on the server status page', async () => {
    await t.app.scheduler.runNow('housekeeping');
    const admin = await login(twin, 'admin');
    const response = await as(twin, admin, { url: '/api/admin/system/status' });
    expect(response.statusCode).toBe(200);
    const housekeeping = response.json().data.jobs.find((j: { name: string }) => j.name === 'housekeeping');
    expect(housekeeping).toMatchObject({ last_run_by: t.app.scheduler.instance, last_error: null });
    expect(housekeeping.last_run_at).toBeTruthy();
  });
});

describe('shared fixed-window counters', () => {
  it('counts hits of one key across instances and refuses the one over the limit until the window ends', async () => {
    const a = new SharedWindowCounter(t.database, 60);
    const b = new SharedWindowCounter(twinDatabase, 60);
    expect(await a.take('test:one', 2)).toEqual({ ok: true });
    expect(await b.take('test:one', 2)).toEqual({ ok: true });
    const refused = await a.take('test:one', 2);
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key has its own count; an old window starts over.
    expect(await b.take('test:other', 2)).toEqual({ ok: true });
    await t.database.query(
      "update rate_limit_windows set window_start = window_start - interval '1 minute' where key = 'test:one'",
    );
    expect(await b.take('test:one', 2)).toEqual({ ok: true });
  });

  it('housekeeping deletes counters of long-gone windows', async () => {
    await t.database.query(
      "insert into rate_limit_windows (key, window_start, count) values ('test:old', now() - interval '2 days', 5)",
    );
    await t.app.scheduler.runNow('housekeeping');
    expect(await t.database.query("select 1 from rate_limit_windows where key = 'test:old'")).toHaveLength(0);
    expect(await t.database.query("select 1 from rate_limit_windows where key = 'test:other'")).toHaveLength(1);
  });
});
