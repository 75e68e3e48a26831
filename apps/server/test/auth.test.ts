import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { sessions, users } from '@/platform/auth/tables';
import { as, createTestApp, login, sessionCookieOf, type TestApp } from './helpers';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(() => t.close());

const loginRequest = (username: string, password: string, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

describe('login', () => {
  it('logs in by username or e-mail and returns user, permissions and a CSRF token', async () => {
    for (const username of ['admin', 'ADMIN@demo.portale.it']) {
      const response = await loginRequest(username, 'Portale!2026');
      expect(response.statusCode).toBe(200);
      const { data, success } = response.json();
      expect(success).toBe(true);
      expect(data.user).toMatchObject({ username: 'admin', role: 'admin', name: 'Alessandra Rossi', status: 'active' });
      expect(data.user).not.toHaveProperty('password_hash');
      expect(data.permissions).toContain('admin_access');
      expect(data.csrf_token).toMatch(/^[\w-]{40,}$/);
      const cookie = response.cookies.find((c) => c.name === 'portale_sid')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
      expect(cookie.secure).toBeFalsy();
    }
  });

  it('issues a new session id at every login', async () => {
    const first = await login(t.app, 'manager');
    const second = await login(t.app, 'manager');
    expect(first.cookie).not.toBe(second.cookie);
    const stored = await t.database.db.select({ hash: sessions.token_hash }).from(sessions);
    // Only hashes are stored, never the cookie value itself.
    expect(stored.map((s) => s.hash)).not.toContain(first.cookie.split('=')[1]);
  });

  it('answers the same for a wrong password and an unknown user', async () => {
    const wrong = await loginRequest('admin', 'sbagliata-123');
    const unknown = await loginRequest('nessuno', 'sbagliata-123');
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Credenziali non valide', code: 'UNAUTHENTICATED' });
    }
    const failures = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'auth.login_failed'));
    expect(failures).toHaveLength(2);
  });

  it('refuses pending and disabled accounts only after a correct password', async () => {
    await t.database.db.update(users).set({ status: 'pending' }).where(eq(users.username, 'dipendente'));
    await t.database.db.update(users).set({ status: 'disabled' }).where(eq(users.username, 'cliente'));
    const pending = await loginRequest('dipendente', 'Portale!2026');
    expect(pending.statusCode).toBe(403);
    expect(pending.json().message).toMatch(/in attesa di attivazione/);
    const disabled = await loginRequest('cliente', 'Portale!2026');
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json().message).toMatch(/disattivato/);
    expect((await loginRequest('cliente', 'sbagliata-123')).statusCode).toBe(401);
  });

  it('locks an IP out after 5 failures in a minute with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await loginRequest('admin', `wrong-${i}`, '10.0.0.1')).statusCode).toBe(401);
    const locked = await loginRequest('admin', 'Portale!2026', '10.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(locked.json().code).toBe('RATE_LIMITED');
    // Another IP is not affected.
    expect((await loginRequest('admin', 'Portale!2026', '10.0.0.2')).statusCode).toBe(200);
  });

  it('locks an account after 20 failures in an hour from any IPs', async () => {
    for (let i = 0; i < 20; i++) await loginRequest('manager', `wrong-${i}`, `10.1.0.${i}`);
    const locked = await loginRequest('manager', 'Portale!2026', '10.2.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/questo account/);
    expect((await loginRequest('admin', 'Portale!2026', '10.2.0.1')).statusCode).toBe(200);
  });

  it('rejects a cross-site login form post', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'https://evil.example' },
      payload: { username: 'admin', password: 'Portale!2026' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('rehashes a password stored with weaker parameters', async () => {
    const weak = await hash('Portale!2026', { algorithm: 2, memoryCost: 8192, timeCost: 1, parallelism: 1 });
    await t.database.db.update(users).set({ password_hash: weak }).where(eq(users.username, 'manager'));
    await login(t.app, 'manager');
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'manager'));
    expect(row!.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row!.last_login_at).not.toBeNull();
  });

  it('uses a Secure __Host- cookie when served over HTTPS', async () => {
    const secure = await createTestApp({ trustProxy: true });
    try {
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-proto': 'https' },
        payload: { username: 'admin', password: 'Portale!2026' },
      });
      const cookie = response.cookies.find((c) => c.name === '__Host-portale_sid');
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, path: '/' });
      expect(response.headers['strict-transport-security']).toContain('max-age=');
      const me = await secure.app.inject({
        url: '/api/auth/me',
        headers: { cookie: sessionCookieOf(response), 'x-forwarded-proto': 'https' },
      });
      expect(me.statusCode).toBe(200);
    } finally {
      await secure.close();
    }
  });
});

describe('sessions', () => {
  it('returns the session from /api/auth/me and 401 without one', async () => {
    const admin = await login(t.app, 'admin');
    const me = await as(t.app, admin, { url: '/api/auth/me' });
    expect(me.json().data).toMatchObject({ user: { username: 'admin' }, csrf_token: admin.csrf });
    const anonymous = await t.app.inject({ url: '/api/auth/me' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('Autenticazione richiesta');
  });

  it('answers /api/auth/session with the session, or 200 and null for a visitor or an ended session', async () => {
    const admin = await login(t.app, 'admin');
    const mine = await as(t.app, admin, { url: '/api/auth/session' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ user: { username: 'admin' }, csrf_token: admin.csrf });
    expect(mine.json().data.permissions).toContain('admin_access');
    const visitor = await t.app.inject({ url: '/api/auth/session' });
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ success: true, data: null });
    await as(t.app, admin, { method: 'POST', url: '/api/auth/logout' });
    const ended = await as(t.app, admin, { url: '/api/auth/session' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toBeNull();
  });

  it('revokes the session on logout', async () => {
    const admin = await login(t.app, 'admin');
    const out = await as(t.app, admin, { method: 'POST', url: '/api/auth/logout' });
    expect(out.statusCode).toBe(200);
    expect((await as(t.app, admin, { url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('expires a session idle for longer than the idle timeout', async () => {
    const admin = await login(t.app, 'admin');
    await t.database.db.update(sessions).set({ last_seen_at: sql`now() - interval '29 minutes'` });
    expect((await as(t.app, admin, { url: '/api/auth/me' })).statusCode).toBe(200);
    await t.database.db.update(sessions).set({ last_seen_at: sql`now() - interval '31 minutes'` });
    expect((await as(t.app, admin, { url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('renews the idle timer on activity', async () => {
    const admin = await login(t.app, 'admin');
    await t.database.db.update(sessions).set({ last_seen_at: sql`now() - interval '10 minutes'` });
    await as(t.app, admin, { url: '/api/auth/me' });
    const [row] = await t.database.db.select({ seen: sessions.last_seen_at }).from(sessions);
    expect(Date.now() - row!.seen.getTime()).toBeLessThan(60_000);
  });

  it('ends a session at its absolute lifetime even when active', async () => {
    const admin = await login(t.app, 'admin');
    await t.database.db.update(sessions).set({ expires_at: sql`now() - interval '1 second'` });
    expect((await as(t.app, admin, { url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('refuses a state-changing request without a valid CSRF token', async () => {
    const admin = await login(t.app, 'admin');
    const missing = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie: admin.cookie } });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().code).toBe('CSRF_INVALID');
    const wrong = await as(t.app, admin, { method: 'POST', url: '/api/auth/logout', headers: { 'x-csrf-token': 'x' } });
    expect(wrong.statusCode).toBe(403);
    // Another session's token does not work either: the token is bound to the session.
    const other = await login(t.app, 'admin');
    const crossed = await as(t.app, admin, {
      method: 'POST',
      url: '/api/auth/logout',
      headers: { 'x-csrf-token': other.csrf },
    });
    expect(crossed.statusCode).toBe(403);
    expect((await as(t.app, admin, { url: '/api/auth/me' })).statusCode).toBe(200);
  });
});

describe('registration and password change', () => {
  const newUser = {
    first_name: 'Chiara',
    last_name: 'Conti',
    username: 'chiara.conti',
    email: 'chiara@example.it',
    password: 'Una-password-robusta-42',
  };

  it('creates a pending account that cannot log in yet', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newUser });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toEqual({ status: 'pending' });
    const refused = await loginRequest('chiara.conti', newUser.password);
    expect(refused.statusCode).toBe(403);
  });

  it('rejects a common password and a bad e-mail with field errors, and answers a taken username like a new one', async () => {
    const common = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newUser, password: '1234567890' },
    });
    expect(common.statusCode).toBe(400);
    expect(common.json().details.fields.password[0]).toMatch(/più comuni/);
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newUser, username: 'Admin' },
    });
    expect(taken.statusCode).toBe(201);
    expect(taken.json()).toEqual({
      success: true,
      data: { status: 'pending' },
      message: 'Richiesta di registrazione ricevuta: controlla la tua e-mail.',
    });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newUser, email: 'non-una-mail', password: 'corta' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toMatchObject({
      email: ['Indirizzo e-mail non valido'],
      password: ['La password deve contenere almeno 10 caratteri'],
    });
  });

  it('refuses registration when an admin switched it off', async () => {
    const admin = await login(t.app, 'admin');
    await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/config',
      payload: { security: { registration_enabled: false } },
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newUser });
    expect(response.statusCode).toBe(403);
  });

  it('changes the password, ends every other session and keeps this browser logged in', async () => {
    const here = await login(t.app, 'dipendente');
    const elsewhere = await login(t.app, 'dipendente');
    const wrong = await as(t.app, here, {
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: 'sbagliata', new_password: 'Nuova-password-sicura-1' },
    });
    expect(wrong.statusCode).toBe(400);
    const changed = await as(t.app, here, {
      method: 'POST',
      url: '/api/auth/password',
      payload: { current_password: 'Portale!2026', new_password: 'Nuova-password-sicura-1' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = {
      cookie: sessionCookieOf(changed),
      csrf: changed.json().data.csrf_token,
      session: changed.json().data,
    };
    expect((await as(t.app, elsewhere, { url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await as(t.app, here, { url: '/api/auth/me' })).statusCode).toBe(401);
    expect((await as(t.app, fresh, { url: '/api/auth/me' })).statusCode).toBe(200);
    expect((await loginRequest('dipendente', 'Nuova-password-sicura-1')).statusCode).toBe(200);
  });
});
