import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let employee: LoggedIn;
let others: Record<string, LoggedIn>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  employee = await login(t.app, 'dipendente');
  others = { manager: await login(t.app, 'manager'), dipendente: employee, cliente: await login(t.app, 'cliente') };
});
afterAll(() => t.close());

/** Every admin endpoint of the settings, security and server-status pages. */
const ADMIN_ENDPOINTS = [
  { method: 'GET', url: '/api/admin/config' },
  { method: 'PUT', url: '/api/admin/config', payload: { company: { tagline: 'X' } } },
  { method: 'POST', url: '/api/admin/config/logo/primary' },
  { method: 'DELETE', url: '/api/admin/config/logo/transparent' },
  { method: 'GET', url: '/api/admin/system/status' },
  { method: 'GET', url: '/api/admin/system/integrations' },
  { method: 'POST', url: '/api/admin/system/smtp/test', payload: {} },
  { method: 'GET', url: '/api/admin/security/sessions' },
  { method: 'DELETE', url: '/api/admin/security/sessions/00000000-0000-4000-8000-000000000000' },
  { method: 'GET', url: '/api/admin/security/logins' },
  { method: 'GET', url: '/api/admin/security/status' },
  { method: 'GET', url: '/api/admin/audit-log' },
  { method: 'GET', url: '/api/admin/audit-log/export' },
] as const;

describe('admin endpoints', () => {
  it.each(ADMIN_ENDPOINTS.map((e) => [`${e.method} ${e.url}`, e] as const))(
    '%s refuses manager, employee and client (403) and strangers (401)',
    async (_, e) => {
      for (const [username, who] of Object.entries(others)) {
        const payload = 'payload' in e ? e.payload : undefined;
        const response = await as(t.app, who, { method: e.method, url: e.url, payload });
        expect(response.statusCode, `${username} ${e.method} ${e.url}`).toBe(403);
        expect(response.json().success).toBe(false);
      }
      const anonymous = await t.app.inject({ method: e.method, url: e.url });
      expect(anonymous.statusCode).toBe(401);
    },
  );
});

describe('tenant configuration', () => {
  it('serves the public configuration with the demo logins in demo mode', async () => {
    const data = (await t.app.inject({ url: '/api/config' })).json().data;
    expect(data.company).toMatchObject({ name: 'Demo S.r.l.', vat_number: '12345678903' });
    expect(data.public_site).toMatchObject({ mode: 'full', features: { careers_section: { enabled: true } } });
    expect(data.public_site.navigation_labels.about).toBe('Chi siamo');
    expect(data.demo.enabled).toBe(true);
    expect(data.demo.logins.map((l: { username: string }) => l.username)).toEqual([
      'admin',
      'manager',
      'dipendente',
      'cliente',
    ]);
    expect(data).not.toHaveProperty('security');
  });

  it('hides the demo password outside demo mode', async () => {
    const real = await createTestApp({ demoMode: false });
    try {
      const data = (await real.app.inject({ url: '/api/config' })).json().data;
      expect(data.demo).toEqual({ enabled: false, password: null, logins: [] });
    } finally {
      await real.close();
    }
  });

  it('lets only admins read and change the full configuration', async () => {
    expect((await as(t.app, employee, { url: '/api/admin/config' })).statusCode).toBe(403);
    const denied = await as(t.app, employee, {
      method: 'PUT',
      url: '/api/admin/config',
      payload: { company: { name: 'X' } },
    });
    expect(denied.statusCode).toBe(403);

    const full = (await as(t.app, admin, { url: '/api/admin/config' })).json().data;
    expect(full.security).toMatchObject({ session_idle_minutes: 30, session_absolute_hours: 12 });

    const updated = await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/config',
      payload: { company: { tagline: 'Nuovo slogan' }, public_site: { mode: 'disabled' } },
    });
    expect(updated.statusCode).toBe(200);
    // A partial update leaves every field it does not name untouched.
    expect(updated.json().data.company).toMatchObject({
      name: 'Demo S.r.l.',
      tagline: 'Nuovo slogan',
      email: 'info@demo.portale.it',
      vat_number: '12345678903',
    });
    const publicData = (await t.app.inject({ url: '/api/config' })).json().data;
    expect(publicData.public_site.mode).toBe('disabled');
    expect(publicData.company.tagline).toBe('Nuovo slogan');

    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'config.updated'));
    expect(row!.details).toEqual({
      changes: {
        'company.tagline': { from: 'Consulenza e software per le imprese italiane', to: 'Nuovo slogan' },
        'public_site.mode': { from: 'full', to: 'disabled' },
      },
    });
  });

  it('rejects a bad e-mail, a bad partita IVA and an unknown mode', async () => {
    const response = await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/config',
      payload: { company: { email: 'non-valida', vat_number: '12345678901' }, public_site: { mode: 'boh' } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields).toMatchObject({
      'company.email': ['Indirizzo e-mail non valido'],
      'company.vat_number': ['Partita IVA non valida'],
      'public_site.mode': ['Modalità del sito non valida'],
    });
  });
});
