import { MAX_TASKS_PER_PROJECT, TASK_LIMIT_MESSAGE } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  createTestApp,
  type LoggedIn,
  login,
  loginDemoStaff,
  multipartFile,
  type TestApp,
  TINY_PNG,
} from './helpers';

let t: TestApp;
let admin: LoggedIn;
let employee: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  ({ admin, employee } = await loginDemoStaff(t));
});
afterAll(() => t.close());

const JSON_TYPE = { 'content-type': 'application/json' };
const UNSAFE = 'La richiesta contiene caratteri non consentiti';

describe('NUL and lone surrogates', () => {
  it('refuses a NUL in a query parameter with a 400 instead of a database error', async () => {
    const response = await as(t.app, admin, { url: '/api/search?q=a%00b' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: UNSAFE });
    expect(response.json().details.fields['query.q']).toHaveLength(1);
  });

  it('answers an encoded surrogate in a query without failing, and refuses a NUL in a path parameter', async () => {
    expect((await as(t.app, admin, { url: '/api/search?q=%ED%A0%80' })).statusCode).toBeLessThan(500);
    expect((await as(t.app, employee, { url: '/api/projects/a%00b' })).statusCode).toBe(400);
  });

  it('refuses a NUL inside a JSON body, even before login', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'adm\u0000in', password: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().details.fields.username).toHaveLength(1);
    const profile = await as(t.app, admin, {
      method: 'PUT',
      url: '/api/profile',
      payload: { first_name: 'A\u0000b', last_name: 'Rossi', email: 'admin@demo.portale.it' },
    });
    expect(profile.statusCode).toBe(400);
    const config = await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/config',
      headers: JSON_TYPE,
      payload: '{"company":{"name":"a\\u0000"}}',
    });
    expect(config.statusCode).toBe(400);
  });

  it('refuses a lone surrogate inside a JSON body and in an object key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_TYPE,
      payload: '{"username":"\\ud800","password":"x"}',
    });
    expect(response.statusCode).toBe(400);
    const key = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_TYPE,
      payload: '{"a\\u0000":1,"username":"x","password":"x"}',
    });
    expect(key.statusCode).toBe(400);
  });

  it('accepts characters outside the BMP written as escaped surrogate pairs', async () => {
    const response = await as(t.app, employee, {
      method: 'PUT',
      url: '/api/profile',
      headers: JSON_TYPE,
      payload: '{"first_name":"Zo\\u00eb \\ud83d\\ude00","last_name":"Rossi"}',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.first_name).toBe('Zoë 😀');
  });

  it('refuses a NUL in a header the server stores', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'user-agent': 'curl\u0000' },
      payload: { username: 'admin', password: 'x' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('JSON shape', () => {
  it('refuses JSON nested 10,000 levels with a 400 before anything walks it', async () => {
    const deep = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/self-healing/submit-error',
      headers: JSON_TYPE,
      payload: `{"errors":[{"message":"x","error_context":${deep}}]}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_JSON', message: expect.stringContaining('annidato') });
  });

  it('still refuses prototype-poisoning keys and answers malformed JSON in Italian', async () => {
    const poisoned = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_TYPE,
      payload: '{"__proto__":{"x":1},"username":"a","password":"b"}',
    });
    expect(poisoned.statusCode).toBe(400);
    const brackets = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: JSON_TYPE,
      payload: '{"username":"[[[[{{{{","password":"b"}',
    });
    expect(brackets.statusCode).toBe(401);
  });
});

describe('multipart', () => {
  it('answers a truncated multipart body with a 400 in Italian', async () => {
    const response = await as(t.app, admin, {
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { 'content-type': 'multipart/form-data; boundary=XXX' },
      payload: '--XXX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/incompleto o malformato/);
  });

  it('refuses a file name with a NUL', async () => {
    const upload = multipartFile('file', 'a\u0000.php.png', 'image/png', TINY_PNG);
    const response = await as(t.app, admin, { method: 'POST', url: '/api/profile/avatar', ...upload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/nome del file/);
  });

  it('answers JSON sent to the logo upload with 415', async () => {
    const response = await as(t.app, admin, { method: 'POST', url: '/api/admin/config/logo/primary', payload: {} });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});

describe('framework errors use the envelope', () => {
  it('answers a path parameter over the router limit with 414 in Italian', async () => {
    const response = await as(t.app, admin, { url: `/api/projects/${'a'.repeat(300)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      success: false,
      message: 'Indirizzo della richiesta troppo lungo',
      code: 'BAD_REQUEST',
    });
  });

  it('answers an unknown method with a JSON body with 404, not a JSON error', async () => {
    const response = await as(t.app, admin, {
      method: 'PATCH',
      url: '/api/profile',
      headers: JSON_TYPE,
      payload: '',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('forbids framing with X-Frame-Options DENY, as frame-ancestors does, and refuses style attributes', async () => {
    const response = await t.app.inject({ url: '/api/config' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("style-src-attr 'none'");
  });
});

describe('dates and ranges', () => {
  it('refuses a week in the year 9999 with a 400 instead of a time zone overflow', async () => {
    const response = await as(t.app, employee, { url: '/api/timesheet/weeks/9999-12-27' });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields.weekStart).toBeDefined();
  });

  it('refuses a project time range of eight thousand years, and over two years', async () => {
    const projects = await as(t.app, employee, { url: '/api/projects' });
    const id = projects.json().data.items[0].id as string;
    const huge = await as(t.app, employee, { url: `/api/projects/${id}/time?from=0001-01-01&to=9999-12-31` });
    expect(huge.statusCode).toBe(400);
    const long = await as(t.app, employee, { url: `/api/projects/${id}/time?from=2020-01-01&to=2026-01-01` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Il periodo può coprire al massimo due anni');
    const fine = await as(t.app, employee, { url: `/api/projects/${id}/time?from=2025-01-01&to=2026-06-30` });
    expect(fine.statusCode).toBe(200);
  });
});

describe('person names', () => {
  it('refuses a bidi override in the profile name with an Italian field message', async () => {
    const response = await as(t.app, employee, {
      method: 'PUT',
      url: '/api/profile',
      payload: { first_name: 'Mario', last_name: 'Rossi\u202Eixxa' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields.last_name).toEqual([
      'Il cognome contiene caratteri non consentiti (controllo o direzione del testo)',
    ]);
  });
});

describe('lists that grow', () => {
  it('refuses a task beyond the most a project board holds', async () => {
    const manager = await login(t.app, 'manager');
    const project = await as(t.app, manager, {
      method: 'POST',
      url: '/api/projects',
      payload: { code: 'PIENO', name: 'Progetto pieno' },
    });
    expect(project.statusCode, project.body).toBe(201);
    const id = project.json().data.id as string;
    await t.database.db.execute(
      sql`insert into project_tasks (project_id, title, position, created_by)
          select ${id}, 'Attività ' || n, n, ${manager.session.user.id} from generate_series(1, ${MAX_TASKS_PER_PROJECT}) n`,
    );
    const refused = await as(t.app, manager, {
      method: 'POST',
      url: `/api/projects/${id}/tasks`,
      payload: { title: 'Una di troppo' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(TASK_LIMIT_MESSAGE);
  });
});

describe('partial updates', () => {
  it('answers an update with no known field without failing (leave types, KPI templates)', async () => {
    const types = await as(t.app, admin, { url: '/api/admin/leave-types' });
    const typeId = types.json().data[0].id as string;
    const leave = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/leave-types/${typeId}`,
      payload: { sconosciuto: [1] },
    });
    expect(leave.statusCode).toBe(200);
    const templates = await as(t.app, admin, { url: '/api/admin/kpi-templates' });
    const templateId = templates.json().data.items[0].id as string;
    const kpi = await as(t.app, admin, { method: 'PUT', url: `/api/admin/kpi-templates/${templateId}`, payload: {} });
    expect(kpi.statusCode).toBeLessThan(500);
  });
});

describe('empty project update', () => {
  it('answers a project update with no known field without failing', async () => {
    const projects = await as(t.app, admin, { url: '/api/projects' });
    const id = projects.json().data.items[0].id as string;
    const response = await as(t.app, admin, { method: 'PUT', url: `/api/projects/${id}`, payload: { ignoto: 1 } });
    expect(response.statusCode).toBe(200);
  });
});

describe('database refusals', () => {
  it('answers deleting a leave type still used by requests with 409 in Italian, not 500', async () => {
    const result = (await t.database.db.execute(sql`select leave_type_id from leave_requests limit 1`)) as unknown as {
      rows: { leave_type_id: string }[];
    };
    const typeId = result.rows[0]!.leave_type_id;
    const response = await as(t.app, admin, { method: 'DELETE', url: `/api/admin/leave-types/${typeId}` });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'CONFLICT' });
  });
});
