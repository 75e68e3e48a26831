import { asc, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import {
  as,
  createTestApp,
  type LoggedIn,
  login,
  multipartFile,
  recordingMailer,
  type TestApp,
  TINY_PNG,
} from './helpers';

let t: TestApp;
let admin: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

describe('logos', () => {
  it('uploads a logo that anyone can then fetch, and replaces it', async () => {
    const upload = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/config/logo/primary',
      ...multipartFile('file', 'logo.png', 'image/png', TINY_PNG),
    });
    expect(upload.statusCode).toBe(200);
    const url = upload.json().data.company.logo_primary_url as string;
    expect(url).toMatch(/^\/api\/config\/logo\/primary\?v=[0-9a-f-]{36}$/);
    expect((await t.app.inject({ url: '/api/config' })).json().data.company.logo_primary_url).toBe(url);

    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true);

    const second = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/config/logo/primary',
      ...multipartFile('file', 'nuovo.png', 'image/png', TINY_PNG),
    });
    expect(second.json().data.company.logo_primary_url).not.toBe(url);

    const removed = await as(t.app, admin, { method: 'DELETE', url: '/api/admin/config/logo/primary' });
    expect(removed.json().data.company.logo_primary_url).toBeNull();
    expect((await t.app.inject({ url: '/api/config/logo/primary' })).statusCode).toBe(404);

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'config.logo_%'))
      .orderBy(asc(auditLog.created_at));
    expect(rows.map((r) => [r.action, r.details, r.actor_user_id])).toEqual([
      ['config.logo_uploaded', { variant: 'primary', bytes: TINY_PNG.length }, admin.session.user.id],
      ['config.logo_uploaded', { variant: 'primary', bytes: TINY_PNG.length }, admin.session.user.id],
      ['config.logo_removed', { variant: 'primary' }, admin.session.user.id],
    ]);
  });

  it('refuses a file that is not an image whatever it claims, and an oversize one', async () => {
    const fake = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/config/logo/transparent',
      ...multipartFile('file', 'logo.png', 'image/png', Buffer.from('<svg onload="alert(1)"></svg>')),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().message).toBe('Il logo deve essere un’immagine PNG, JPEG, WebP o GIF.');
    const big = Buffer.concat([TINY_PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const oversize = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/config/logo/primary',
      ...multipartFile('file', 'big.png', 'image/png', big),
    });
    expect(oversize.statusCode).toBe(413);
    expect(oversize.json().message).toBe('Il logo è troppo grande. Massimo 2 MB.');
    expect(
      (
        await as(t.app, admin, {
          method: 'POST',
          url: '/api/admin/config/logo/enorme',
          ...multipartFile('file', 'a.png', 'image/png', TINY_PNG),
        })
      ).statusCode,
    ).toBe(400);
  });

  it('is for admins only', async () => {
    const employee = await login(t.app, 'dipendente');
    const response = await as(t.app, employee, {
      method: 'POST',
      url: '/api/admin/config/logo/primary',
      ...multipartFile('file', 'l.png', 'image/png', TINY_PNG),
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('integrations and monitoring settings', () => {
  it('reports SMTP and AI as not configured and refuses a test e-mail', async () => {
    expect((await as(t.app, admin, { url: '/api/admin/system/integrations' })).json().data).toMatchObject({
      smtp: { configured: false, server: null },
      ai: { configured: false, provider: null },
    });
    const test = await as(t.app, admin, { method: 'POST', url: '/api/admin/system/smtp/test', payload: {} });
    expect(test.statusCode).toBe(409);
    expect(test.json().message).toMatch(/SMTP non configurato/);
  });

  it('sends a test e-mail through a configured server without exposing credentials', async () => {
    const mailer = recordingMailer();
    const withMail = await createTestApp(
      { ai: { provider: 'anthropic', model: 'claude-x', baseUrl: null, apiKey: 'sk-segreto' } },
      { mailer },
    );
    try {
      const boss = await login(withMail.app, 'admin');
      const status = await as(withMail.app, boss, { url: '/api/admin/system/integrations' });
      expect(status.json().data).toMatchObject({
        smtp: { configured: true, server: 'smtp.test:587' },
        ai: { configured: true, provider: 'anthropic' },
      });
      expect(status.body).not.toContain('sk-segreto');
      const sent = await as(withMail.app, boss, { method: 'POST', url: '/api/admin/system/smtp/test', payload: {} });
      expect(sent.json().data).toEqual({ to: 'admin@demo.portale.it' });
      expect(sent.json().message).toBe('E-mail di prova inviata a admin@demo.portale.it');
      expect(mailer.sent[0]!.subject).toBe('Prova di invio e-mail — Demo S.r.l.');
      expect(mailer.sent[0]!.to).toBe('admin@demo.portale.it');

      const other = await as(withMail.app, boss, {
        method: 'POST',
        url: '/api/admin/system/smtp/test',
        payload: { to: 'it@esempio.it' },
      });
      expect(other.json().data).toEqual({ to: 'it@esempio.it' });
      expect(mailer.sent[1]!.to).toBe('it@esempio.it');
      const bad = await as(withMail.app, boss, {
        method: 'POST',
        url: '/api/admin/system/smtp/test',
        payload: { to: 'non-valida' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().details.fields).toEqual({ to: ['Indirizzo e-mail non valido'] });
      expect(mailer.sent).toHaveLength(2);

      const audited = await withMail.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, 'system.smtp_test'))
        .orderBy(asc(auditLog.created_at));
      expect(audited.map((r) => r.details)).toEqual([{ to: 'admin@demo.portale.it' }, { to: 'it@esempio.it' }]);
    } finally {
      await withMail.close();
    }
  });

  it('automatic error submission is off by default and an admin can turn it on', async () => {
    expect((await t.app.inject({ url: '/api/config' })).json().data.auto_error_submission).toBe(false);
    await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/config',
      payload: { monitoring: { auto_error_submission: true } },
    });
    expect((await t.app.inject({ url: '/api/config' })).json().data.auto_error_submission).toBe(true);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'config.updated'))
      .orderBy(desc(auditLog.created_at))
      .limit(1);
    expect(row!.details).toEqual({ changes: { 'monitoring.auto_error_submission': { from: false, to: true } } });
  });

  it('saves the access settings and refuses session timeouts out of range', async () => {
    const saved = await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/config',
      payload: { security: { registration_enabled: false, session_idle_minutes: 45, session_absolute_hours: 8 } },
    });
    expect(saved.json().data.security).toEqual({
      registration_enabled: false,
      session_idle_minutes: 45,
      session_absolute_hours: 8,
    });
    expect((await t.app.inject({ url: '/api/config' })).json().data.registration_enabled).toBe(false);
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        first_name: 'Nuova',
        last_name: 'Persona',
        username: 'nuova.persona',
        email: 'nuova.persona@example.it',
        password: 'Girasole-Blu-2026',
      },
    });
    expect(register.statusCode).toBe(403);

    const bad = await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/config',
      payload: { security: { session_idle_minutes: 1, session_absolute_hours: 0 } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields).toEqual({
      'security.session_idle_minutes': ['Minimo 5 minuti'],
      'security.session_absolute_hours': ['Minimo 1 ora'],
    });
  });
});
