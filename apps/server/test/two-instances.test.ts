import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { SHARED_WINDOW_SECONDS, SUBMIT_RATE_LIMITS, sharedLimitOf } from '@/modules/self-healing/rate-limit';
import { LOGIN_LIMITS } from '@/platform/auth/brute-force';
import { loadConfig } from '@/platform/config';
import { type Database, openDatabase } from '@/platform/db/database';
import { notify } from '@/platform/notifications/notify';
import { as, createTestApp, login, type TestApp } from './helpers';

// Two instances of the app on one PostgreSQL database, each with its own pool, as behind a load balancer
// (docs/operations.md, "Several instances"). PostgreSQL only: the embedded database is one process.
const onServer = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let a: FastifyInstance;
let bDatabase: Database;
let b: FastifyInstance;
beforeAll(async () => {
  if (!onServer) return;
  t = await createTestApp();
  a = t.app;
  bDatabase = await t.database.openTwin();
  b = await buildApp({ database: bDatabase, config: { ...loadConfig({}), webDistDir: null, demoMode: true } });
});
afterAll(async () => {
  if (!onServer) return;
  await b.close();
  await bDatabase.close();
  await t.close();
});

/** Reads a server-sent event stream until `until` holds (5 s at most), calling `trigger` after the first event. */
async function readEvents(
  url: string,
  cookie: string,
  until: (events: { event: string; data: unknown }[]) => boolean,
  trigger: () => Promise<void>,
) {
  const controller = new AbortController();
  const response = await fetch(url, { headers: { cookie }, signal: controller.signal });
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  let triggered = false;
  const deadline = Date.now() + 5000;
  try {
    while (Date.now() < deadline && !until(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = /^event: (.+)$/m.exec(block)?.[1];
        const data = /^data: (.+)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
      if (!triggered && events.length) {
        triggered = true;
        await trigger();
      }
    }
  } finally {
    controller.abort();
  }
  return events;
}

describe.skipIf(!onServer)('the server database connections', () => {
  it('start every pooled session with the JIT compiler off', async () => {
    const database = await openDatabase({ databaseUrl: process.env.TEST_DATABASE_URL ?? '', dataDir: '', poolMax: 2 });
    try {
      // Three queries at once make the pool open its second connection too.
      const answers = await Promise.all([1, 2, 3].map(() => database.query<{ jit: string }>('show jit')));
      expect(answers.map((rows) => rows[0]?.jit)).toEqual(['off', 'off', 'off']);
    } finally {
      await database.close();
    }
  });
});

describe.skipIf(!onServer)('two instances on one PostgreSQL', () => {
  it('shares sessions: logged in on A, working with the cookie and CSRF token on B, logged out on B ends it on A', async () => {
    const employee = await login(a, 'dipendente');
    const me = await as(b, employee, { url: '/api/auth/me' });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ user: { username: 'dipendente' }, csrf_token: employee.csrf });
    // A state-changing request on B is accepted with the token A issued, and refused without it.
    expect((await as(b, employee, { method: 'PUT', url: '/api/notifications/mark-all-read' })).statusCode).toBe(200);
    const noToken = await b.inject({
      method: 'PUT',
      url: '/api/notifications/mark-all-read',
      headers: { cookie: employee.cookie },
    });
    expect(noToken.statusCode).toBe(403);

    expect((await as(b, employee, { method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(200);
    expect((await as(a, employee, { url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await as(b, employee, { url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('pushes a notification created through A to an event stream connected to B', async () => {
    const employee = await login(a, 'dipendente');
    await b.listen({ port: 0, host: '127.0.0.1' });
    const port = (b.server.address() as AddressInfo).port;
    const events = await readEvents(
      `http://127.0.0.1:${port}/api/events/stream`,
      employee.cookie,
      (list) => list.some((e) => e.event === 'notification'),
      async () => {
        await notify(a.db, [employee.session.user.id], { title: 'Da A per B', type: 'message', link: '/app' });
      },
    );
    expect(events.find((e) => e.event === 'notification')?.data).toMatchObject({ title: 'Da A per B' });
  });

  it('runs a scheduled job once when both instances try the same period at the same time', async () => {
    let runs = 0;
    const job = {
      name: 'test-two-instances',
      description: 'Prova',
      intervalMs: 600_000,
      run: async () => void runs++,
    };
    a.scheduler.register(job);
    b.scheduler.register(job);
    for (let round = 0; round < 3; round++) {
      if (round > 0) {
        await t.database.query(
          "update job_runs set last_started_at = now() - interval '10 minutes' where name = 'test-two-instances'",
        );
      }
      const ran = await Promise.all([a.scheduler.runIfDue(job.name), b.scheduler.runIfDue(job.name)]);
      expect(ran.filter(Boolean)).toHaveLength(1);
      expect(runs).toBe(round + 1);
    }
    const [onA, onB] = await Promise.all([a.scheduler.status(), b.scheduler.status()]);
    const mine = onA.find((j) => j.name === job.name);
    expect(onB.find((j) => j.name === job.name)).toMatchObject({
      last_run_at: mine?.last_run_at,
      last_run_by: mine?.last_run_by,
    });
  });

  it('shares the error-report rate limit: B refuses a client that used up the window on A', async () => {
    const ip = '10.9.0.1';
    const limit = sharedLimitOf(SUBMIT_RATE_LIMITS.anonymous);
    const submit = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/self-healing/submit-error',
        remoteAddress: ip,
        payload: { quick_report: true, error_category: 'ui_bug', description: 'Non si vede', url: '/contatti' },
      });
    // Not across a window boundary, where the count starts over.
    const intoWindow = (Date.now() / 1000) % SHARED_WINDOW_SECONDS;
    if (intoWindow > SHARED_WINDOW_SECONDS - 5) await new Promise((r) => setTimeout(r, 6000));
    // Within A's own burst, A admits them all; each is counted in the shared window.
    const burst = SUBMIT_RATE_LIMITS.anonymous.capacity;
    for (let i = 0; i < burst; i++) expect((await submit(a)).statusCode).not.toBe(429);
    // The window already holds the rest of the limit (as if other instances had admitted them).
    await t.database.query("update rate_limit_windows set count = $1 where key = 'self-healing:ip:' || $2", [
      limit,
      ip,
    ]);
    // B has never seen this client, so its own bucket is full: only the shared window can refuse.
    const refused = await submit(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(SHARED_WINDOW_SECONDS);
    // Another client is unaffected.
    const other = await b.inject({
      method: 'POST',
      url: '/api/self-healing/submit-error',
      remoteAddress: '10.9.0.2',
      payload: { quick_report: true, error_category: 'ui_bug', description: 'Non si vede', url: '/contatti' },
    });
    expect(other.statusCode).not.toBe(429);
  });

  it('shares the login limits: failures on A and B add up', async () => {
    const ip = '10.9.1.1';
    const attempt = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { username: 'manager', password },
      });
    for (let i = 0; i < LOGIN_LIMITS.perIp.max; i++) {
      expect((await attempt(i % 2 ? b : a, 'sbagliata')).statusCode).toBe(401);
    }
    const locked = await attempt(b, 'sbagliata');
    expect(locked.statusCode).toBe(429);
    expect((await attempt(a, 'sbagliata')).statusCode).toBe(429);
  });
});
