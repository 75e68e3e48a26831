import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from '@/platform/access/metrics-access';
import { as, createTestApp, login, type TestApp } from './helpers';

const TOKEN = 'token-delle-metriche-di-prova';

let secured: TestApp;
let open: TestApp;
beforeAll(async () => {
  [secured, open] = await Promise.all([createTestApp({ metricsToken: TOKEN }), createTestApp()]);
  await Promise.all([secured.app.ready(), open.app.ready()]);
});
afterAll(async () => {
  await Promise.all([secured.close(), open.close()]);
});

/** The value of one sample in the Prometheus text format, or 0 when the series does not exist yet. */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`${name}{`) && wanted.every((pair) => l.slice(0, l.indexOf('}')).includes(pair)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('GET /metrics with METRICS_TOKEN', () => {
  it('refuses a scrape without the token, or with a wrong one, with 401', async () => {
    const none = await secured.app.inject({ url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, message: 'Token delle metriche mancante o non valido' });
    const wrong = await secured.app.inject({ url: '/metrics', headers: { authorization: 'Bearer token-sbagliato' } });
    expect(wrong.statusCode).toBe(401);
    const basic = await secured.app.inject({ url: '/metrics', headers: { authorization: `Basic ${TOKEN}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('answers the right token with the metrics, from any address', async () => {
    const response = await secured.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    for (const name of [
      'portale_http_requests_total',
      'portale_http_request_duration_seconds_bucket',
      'portale_db_pool_connections',
      'portale_db_pool_max',
      'portale_sse_clients',
      'portale_job_runs_total',
      'portale_job_failures_total',
      'portale_job_duration_seconds',
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
    ]) {
      expect(response.body, name).toContain(`# TYPE ${name.replace(/_bucket$/, '')} `);
    }
    const states = secured.database.kind === 'server' ? ['total', 'idle', 'waiting'] : ['total'];
    for (const state of states) {
      expect(response.body).toMatch(new RegExp(`^portale_db_pool_connections\\{state="${state}"\\} \\d+$`, 'm'));
    }
    expect(sample(response.body, 'portale_sse_clients', {})).toBe(0);
  });

  it('counts a request under its route pattern, never its URL', async () => {
    const scrape = async () =>
      (await secured.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    const pattern = { method: 'GET', route: '/api/personnel/employees/:id', status_class: '2xx' };
    const before = sample(await scrape(), 'portale_http_requests_total', pattern);

    const admin = await login(secured.app, 'admin');
    const people = (await as(secured.app, admin, { url: '/api/personnel/employees' })).json().data.items as {
      id: string;
    }[];
    for (const person of people.slice(0, 2)) {
      expect((await as(secured.app, admin, { url: `/api/personnel/employees/${person.id}` })).statusCode).toBe(200);
    }
    await secured.app.inject({ url: '/api/non-esiste-davvero' });

    const after = await scrape();
    expect(sample(after, 'portale_http_requests_total', pattern)).toBe(before + 2);
    expect(after).not.toContain(people[0]!.id);
    expect(after).not.toContain('non-esiste-davvero');
    expect(sample(after, 'portale_http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThan(
      0,
    );
  });

  it('counts the scheduled jobs by name', async () => {
    await secured.app.scheduler.runNow('housekeeping');
    const body = (await secured.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;
    expect(sample(body, 'portale_job_runs_total', { job: 'housekeeping' })).toBe(1);
    expect(sample(body, 'portale_job_failures_total', { job: 'housekeeping' })).toBe(0);
    expect(sample(body, 'portale_job_duration_seconds_count', { job: 'housekeeping' })).toBe(1);
  });
});

describe('GET /metrics without a token', () => {
  it('answers loopback and private-network clients', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '10.1.2.3', '172.20.0.5', '192.168.1.10', '::ffff:10.0.0.7']) {
      const response = await open.app.inject({ url: '/metrics', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
  });

  it('refuses any other client with 403 and an Italian reason', async () => {
    for (const remoteAddress of ['203.0.113.9', '172.32.0.1', '2001:db8::1', '8.8.8.8']) {
      const response = await open.app.inject({ url: '/metrics', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(403);
      expect(response.json().message).toMatch(/solo dalla rete interna/);
    }
  });

  it('knows which addresses are private', () => {
    expect(isPrivateAddress('127.8.9.10')).toBe(true);
    expect(isPrivateAddress('fd12:3456::1')).toBe(true);
    expect(isPrivateAddress('172.15.255.255')).toBe(false);
    expect(isPrivateAddress('non-un-indirizzo')).toBe(false);
  });
});
