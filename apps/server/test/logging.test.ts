import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { DEMO_PASSWORD } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '@/app';
import { loadConfig } from '@/platform/config';
import type { Database } from '@/platform/db/database';
import { createTestDatabase, sessionCookieOf } from './helpers';

let database: Database;
let lines: string[];
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  database = await createTestDatabase();
  lines = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({
    database,
    config: { ...loadConfig({}), webDistDir: null, filesDir: join(tmpdir(), 'portale-logging-files') },
    logger: { ...(loggerOptions('info') as object), stream },
  });
  app.get('/api/test/failing-query', { access: 'public' }, async () => {
    await app.db.execute(sql`select * from tabella_inesistente where segreto = ${'token-super-segreto'}`);
    return null;
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('logs', () => {
  it('never contain the password, the session cookie or the CSRF token', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: DEMO_PASSWORD },
    });
    const cookie = sessionCookieOf(login);
    const csrf = login.json().data.csrf_token;
    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie, 'x-csrf-token': csrf } });
    const all = lines.join('');
    expect(all).toContain('/api/auth/login');
    expect(all).not.toContain(DEMO_PASSWORD);
    expect(all).not.toContain(cookie.split('=')[1]);
    expect(all).not.toContain(csrf);
  });

  it('log a failed query without its parameters', async () => {
    const response = await app.inject({ url: '/api/test/failing-query' });
    expect(response.statusCode).toBe(500);
    const all = lines.join('');
    expect(all).toContain('tabella_inesistente');
    expect(all).not.toContain('token-super-segreto');
  });

  it('write exactly one info line per request, when it finishes, with its fields and no secret', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'manager', password: DEMO_PASSWORD },
    });
    const cookie = sessionCookieOf(login);
    const csrf = login.json().data.csrf_token;
    const userId = login.json().data.user.id;
    lines.length = 0;

    const me = await app.inject({ url: '/api/auth/me?token=segreto-nella-query&q=Rossi', headers: { cookie } });
    const missing = await app.inject({ url: '/api/non-esiste', headers: { cookie } });
    await app.inject({ url: '/api/health' });
    const link = await app.inject({ url: `/api/auth/tokens/${'t'.repeat(24)}segretissimo` });

    const info = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 30);
    const completed = info.filter((entry) => entry.msg === 'request completed');
    // One line each for /me, the 404 and the one-time link; the health probe goes to debug; nothing else at info.
    expect(completed).toHaveLength(3);
    expect(info).toHaveLength(3);
    expect(completed[0]).toMatchObject({
      reqId: me.headers['x-request-id'],
      method: 'GET',
      path: '/api/auth/me',
      route: '/api/auth/me',
      status: 200,
      user_id: userId,
    });
    expect(completed[0].response_time_ms).toEqual(expect.any(Number));
    expect(completed[1]).toMatchObject({
      reqId: missing.headers['x-request-id'],
      path: '/api/non-esiste',
      route: null,
      status: 404,
    });
    expect(completed[2]).toMatchObject({
      reqId: link.headers['x-request-id'],
      path: '/api/auth/tokens/[riservato]',
      route: '/api/auth/tokens/:token',
    });
    const all = lines.join('');
    expect(all).not.toContain('segretissimo');
    expect(all).not.toContain('segreto-nella-query');
    expect(all).not.toContain('Rossi');
    expect(all).not.toContain(cookie.split('=')[1]);
    expect(all).not.toContain(csrf);
    expect(all).not.toContain('"headers"');
  });
});
