import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, DEFAULT_USER_PREFERENCES } from '@portale/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { files } from '@/platform/storage/tables';
import { as, createTestApp, type LoggedIn, login, multipartFile, type TestApp, TINY_PNG } from './helpers';

let t: TestApp;
let employee: LoggedIn;
beforeEach(async () => {
  t = await createTestApp();
  employee = await login(t.app, 'dipendente');
});
afterEach(() => t.close());

const uploadAvatar = (who: LoggedIn, data: Buffer, filename = 'foto.png', type = 'image/png') =>
  as(t.app, who, { method: 'POST', url: '/api/profile/avatar', ...multipartFile('file', filename, type, data) });

describe('profile name', () => {
  it('updates the own first and last name and audits it', async () => {
    const response = await as(t.app, employee, {
      method: 'PUT',
      url: '/api/profile',
      payload: { first_name: '  Giulia Maria ', last_name: 'Bianchi' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      first_name: 'Giulia Maria',
      last_name: 'Bianchi',
      name: 'Giulia Maria Bianchi',
    });
    const me = await as(t.app, employee, { url: '/api/auth/me' });
    expect(me.json().data.user.name).toBe('Giulia Maria Bianchi');
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.profile_updated'));
    expect(entry?.target_id).toBe(employee.session.user.id);
  });

  it('rejects a blank name with Italian field errors', async () => {
    const response = await as(t.app, employee, {
      method: 'PUT',
      url: '/api/profile',
      payload: { first_name: '   ', last_name: 'x'.repeat(81) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toEqual({
      first_name: ['Il nome è obbligatorio'],
      last_name: ['Cognome troppo lungo'],
    });
  });
});

describe('avatar', () => {
  it('stores an uploaded PNG and serves it to another logged-in colleague', async () => {
    const png = TINY_PNG;
    const response = await uploadAvatar(employee, png);
    expect(response.statusCode).toBe(200);
    const url: string = response.json().data.avatar_url;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    const manager = await login(t.app, 'manager');
    const served = await as(t.app, manager, { url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe(`inline; filename="foto.png"; filename*=UTF-8''foto.png`);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=3600');
    expect(served.rawPayload.equals(png)).toBe(true);

    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it('trusts the bytes, not the declared type: a JPEG named .png is stored as image/jpeg', async () => {
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]);
    const response = await uploadAvatar(employee, jpeg, 'foto.png', 'image/png');
    const served = await as(t.app, employee, { url: response.json().data.avatar_url });
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('rejects a text file renamed .png with 415', async () => {
    const response = await uploadAvatar(employee, Buffer.from('non sono un’immagine'), 'finto.png', 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(AVATAR_MESSAGES.notImage);
    expect(await t.database.db.select().from(files)).toEqual([]);
  });

  it('rejects a file over 2 MB with 413', async () => {
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const response = await uploadAvatar(employee, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: AVATAR_MESSAGES.tooLarge });
  });

  it('rejects a request without a file', async () => {
    const response = await as(t.app, employee, { method: 'POST', url: '/api/profile/avatar', payload: {} });
    expect(response.statusCode).toBe(415);
  });

  it('replacing an avatar makes the old file unreachable', async () => {
    const first = (await uploadAvatar(employee, TINY_PNG)).json().data.avatar_url;
    const second = (await uploadAvatar(employee, TINY_PNG)).json().data.avatar_url;
    expect(second).not.toBe(first);
    expect((await as(t.app, employee, { url: first })).statusCode).toBe(404);
    expect((await as(t.app, employee, { url: first })).json().message).toBe('File non trovato');
    expect((await as(t.app, employee, { url: second })).statusCode).toBe(200);
    const live = (await t.database.db.select().from(files)).filter((f) => f.deleted_at === null);
    expect(live).toHaveLength(1);
  });

  it('removes the avatar', async () => {
    const url = (await uploadAvatar(employee, TINY_PNG)).json().data.avatar_url;
    const response = await as(t.app, employee, { method: 'DELETE', url: '/api/profile/avatar' });
    expect(response.json().data.avatar_url).toBeNull();
    expect((await as(t.app, employee, { url })).statusCode).toBe(404);
  });

  it('answers 404 for unknown or malformed file ids', async () => {
    expect((await as(t.app, employee, { url: '/api/files/6b1f0a52-0f43-4a3c-9a6e-3b1d2f7c9e10' })).statusCode).toBe(
      404,
    );
    expect((await as(t.app, employee, { url: '/api/files/non-un-id' })).statusCode).toBe(404);
  });
});

describe('preferences', () => {
  it('returns the defaults when nothing was saved', async () => {
    const response = await as(t.app, employee, { url: '/api/profile/preferences' });
    expect(response.json().data).toEqual(DEFAULT_USER_PREFERENCES);
  });

  it('upserts a partial update and keeps the rest', async () => {
    const first = await as(t.app, employee, {
      method: 'PUT',
      url: '/api/profile/preferences',
      payload: { notification_types: ['news', 'task', 'news'], email_notifications: false },
    });
    expect(first.json().data).toEqual({
      theme: 'system',
      notification_types: ['task', 'news'],
      email_notifications: false,
    });
    await as(t.app, employee, { method: 'PUT', url: '/api/profile/preferences', payload: { theme: 'dark' } });
    const stored = await as(t.app, employee, { url: '/api/profile/preferences' });
    expect(stored.json().data).toEqual({
      theme: 'dark',
      notification_types: ['task', 'news'],
      email_notifications: false,
    });
    // Another user still sees the defaults.
    const manager = await login(t.app, 'manager');
    expect((await as(t.app, manager, { url: '/api/profile/preferences' })).json().data).toEqual(
      DEFAULT_USER_PREFERENCES,
    );
  });

  it('rejects unknown themes and notification types', async () => {
    const response = await as(t.app, employee, {
      method: 'PUT',
      url: '/api/profile/preferences',
      payload: { theme: 'viola', notification_types: ['spam'] },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().details.fields).sort()).toEqual(['notification_types.0', 'theme']);
  });
});

describe('access', () => {
  const endpoints: { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; url: string; payload?: unknown }[] = [
    { method: 'PUT', url: '/api/profile', payload: { first_name: 'A', last_name: 'B' } },
    { method: 'POST', url: '/api/profile/avatar' },
    { method: 'DELETE', url: '/api/profile/avatar' },
    { method: 'GET', url: '/api/profile/preferences' },
    { method: 'PUT', url: '/api/profile/preferences', payload: { theme: 'dark' } },
    { method: 'GET', url: '/api/files/6b1f0a52-0f43-4a3c-9a6e-3b1d2f7c9e10' },
  ];

  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url} needs a login`, async () => {
      const response = await t.app.inject({
        method: endpoint.method,
        url: endpoint.url,
        payload: endpoint.payload as object,
      });
      expect(response.statusCode).toBe(401);
    });
  }

  for (const endpoint of endpoints.filter((e) => e.method !== 'GET')) {
    it(`${endpoint.method} ${endpoint.url} needs the CSRF token`, async () => {
      const extra: Pick<InjectOptions, 'payload' | 'headers'> =
        endpoint.method === 'POST'
          ? multipartFile('file', 'a.png', 'image/png', TINY_PNG)
          : { payload: endpoint.payload as object };
      const response = await t.app.inject({
        method: endpoint.method,
        url: endpoint.url,
        ...extra,
        headers: { ...extra.headers, cookie: employee.cookie },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('CSRF_INVALID');
    });
  }
});
