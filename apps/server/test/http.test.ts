import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  t.app.get('/api/test/explode', { access: 'public' }, () => {
    throw new Error('segreto interno: stack che non deve uscire');
  });
  await t.app.ready();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

describe('envelope and errors', () => {
  it('answers malformed JSON with 400 JSON non valido', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'JSON non valido', code: 'INVALID_JSON' });
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'a'.repeat(1_100_000), password: 'x' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers invalid fields with 400 and Italian messages per field', async () => {
    const response = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/feature-flags',
      payload: { feature_key: 'Non Valida!', display_name: '', is_enabled: 'sì' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: 'Alcuni campi non sono validi' });
    expect(body.details.fields.feature_key[0]).toMatch(/lettere minuscole/);
    expect(body.details.fields.display_name).toEqual(['Il nome è obbligatorio']);
    expect(body.details.fields.is_enabled[0]).toMatch(/non valido/i);
  });

  it('answers an unknown /api path with a JSON 404', async () => {
    const response = await t.app.inject({ url: '/api/non-esiste' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Risorsa non trovata', code: 'NOT_FOUND' });
  });

  it('hides unexpected failures behind a generic Italian message and a request id', async () => {
    const response = await t.app.inject({ url: '/api/test/explode' });
    expect(response.statusCode).toBe(500);
    const body = response.json();
    expect(body.message).toBe('Si è verificato un errore imprevisto. Riprova più tardi.');
    expect(body.details.request_id).toBe(response.headers['x-request-id']);
    expect(response.body).not.toContain('segreto');
  });
});

describe('headers and health', () => {
  it('sends security headers and no-store on API responses', async () => {
    const response = await t.app.inject({ url: '/api/config' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['cache-control']).toBe('no-store');
    // HSTS only over HTTPS.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('answers liveness without asking the database', async () => {
    const response = await t.app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ status: 'ok', uptime_seconds: expect.any(Number) });
  });

  it('answers readiness when the database answers and every migration is applied', async () => {
    const response = await t.app.inject({ url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ status: 'ready', database: { reachable: true }, migrations: { pending: [] } });
    expect(data.migrations.expected).toBeGreaterThan(5);
  });

  it('answers readiness with 503 and the Italian reason while a migration is missing', async () => {
    const [last] = await t.database.query<{ name: string }>(
      'select name from schema_migrations order by name desc limit 1',
    );
    await t.database.query('delete from schema_migrations where name = $1', [last!.name]);
    try {
      const response = await t.app.inject({ url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toBe(`Migrazioni del database non applicate: ${last!.name}`);
      expect(response.json().data).toMatchObject({ status: 'not_ready', migrations: { pending: [last!.name] } });
      // Liveness does not care: the process is fine, it just must not get traffic yet.
      expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.database.query('insert into schema_migrations (name) values ($1)', [last!.name]);
    }
  });

  it('publishes the OpenAPI document with the declared routes', async () => {
    const response = await t.app.inject({ url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/auth/login', '/api/admin/feature-flags/{id}', '/api/config']));
    expect((await t.app.inject({ url: '/api/docs/' })).statusCode).toBe(200);
  });
});
