import { KNOWN_FLAGS } from '@portale/shared';
import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
let employee: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  manager = await login(t.app, 'manager');
  employee = await login(t.app, 'dipendente');
});

type Flag = {
  id: string;
  feature_key: string;
  is_enabled: boolean;
  updated_at: string;
  updated_by_name: string | null;
  category: string;
  description: string;
};
const adminFlags = async () => (await as(t.app, admin, { url: '/api/admin/feature-flags' })).json().data as Flag[];
const flagId = async (key: string) => (await adminFlags()).find((f) => f.feature_key === key)!.id;
const setFlag = async (key: string, is_enabled: boolean) => {
  const response = await as(t.app, admin, {
    method: 'PUT',
    url: `/api/admin/feature-flags/${await flagId(key)}`,
    payload: { is_enabled },
  });
  expect(response.statusCode).toBe(200);
  return response.json().data as Flag;
};
afterAll(() => t.close());

describe('feature flags', () => {
  it('publishes every known flag with its state to anyone', async () => {
    const response = await t.app.inject({ url: '/api/feature-flags/public' });
    const flags = response.json().data as Record<string, boolean>;
    expect(Object.keys(flags).sort()).toEqual(Object.keys(KNOWN_FLAGS).sort());
    expect(flags.recruiting_module).toBe(true);
    expect(flags.oauth_enabled).toBe(false);
  });

  it('checks one flag and answers 404 for an unknown key', async () => {
    expect((await t.app.inject({ url: '/api/feature-flags/dark_mode' })).json().data).toEqual({
      feature_key: 'dark_mode',
      is_enabled: true,
    });
    expect((await t.app.inject({ url: '/api/feature-flags/inesistente' })).statusCode).toBe(404);
  });

  it('lets an admin create, update and delete a flag, auditing each change', async () => {
    const created = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/feature-flags',
      payload: { feature_key: 'nuovo_cruscotto', display_name: 'Nuovo cruscotto', category: 'experimental' },
    });
    expect(created.statusCode).toBe(201);
    const flag = created.json().data;
    expect(flag).toMatchObject({
      feature_key: 'nuovo_cruscotto',
      is_enabled: false,
      updated_by_name: 'Alessandra Rossi',
    });

    const duplicate = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/feature-flags',
      payload: { feature_key: 'nuovo_cruscotto', display_name: 'Doppione' },
    });
    expect(duplicate.statusCode).toBe(409);

    const updated = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/feature-flags/${flag.id}`,
      payload: { is_enabled: true, description: 'In prova' },
    });
    expect(updated.json().data).toMatchObject({ is_enabled: true, description: 'In prova' });
    expect((await t.app.inject({ url: '/api/feature-flags/nuovo_cruscotto' })).json().data.is_enabled).toBe(true);

    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/admin/feature-flags/${flag.id}` })).statusCode).toBe(
      200,
    );
    expect((await as(t.app, admin, { method: 'DELETE', url: `/api/admin/feature-flags/${flag.id}` })).statusCode).toBe(
      404,
    );

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'feature_flag.%'))
      .orderBy(desc(auditLog.created_at));
    expect(rows.map((r) => r.action).sort()).toEqual([
      'feature_flag.created',
      'feature_flag.deleted',
      'feature_flag.updated',
    ]);
    const update = rows.find((r) => r.action === 'feature_flag.updated')!;
    expect(update.actor_user_id).toBe(admin.session.user.id);
    expect(update.details).toMatchObject({ changes: { is_enabled: { from: false, to: true } } });
  });

  it('refuses every admin endpoint to non-admins (403) and to anonymous callers (401)', async () => {
    const id = await flagId('beta_features');
    const requests = [
      { method: 'GET', url: '/api/admin/feature-flags' },
      { method: 'POST', url: '/api/admin/feature-flags', payload: { feature_key: 'furbo', display_name: 'Furbo' } },
      { method: 'PUT', url: `/api/admin/feature-flags/${id}`, payload: { is_enabled: true } },
      { method: 'DELETE', url: `/api/admin/feature-flags/${id}` },
    ] as const;
    for (const request of requests) {
      for (const who of [manager, employee]) {
        const response = await as(t.app, who, { ...request });
        expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
        expect(response.json().message).toBe(
          'Non hai i permessi per questa operazione. Se ti serve per il tuo lavoro, chiedi a un amministratore del portale.',
        );
      }
      expect((await t.app.inject({ ...request })).statusCode, `${request.method} ${request.url}`).toBe(401);
    }
    const flags = await adminFlags();
    expect(flags.find((f) => f.id === id)).toMatchObject({ is_enabled: false });
    expect(flags.some((f) => f.feature_key === 'furbo')).toBe(false);
  });

  it('lists every flag with its last change and who made it', async () => {
    const before = await adminFlags();
    expect(before.map((f) => f.feature_key).sort()).toEqual(Object.keys(KNOWN_FLAGS).sort());
    // Seeded flags were changed by nobody yet.
    expect(before.find((f) => f.feature_key === 'project_analytics')!.updated_by_name).toBeNull();
    const toggled = await setFlag('project_analytics', false);
    expect(toggled.updated_by_name).toBe('Alessandra Rossi');
    // A toggle changes the state only: description and category stay as they were.
    expect(toggled).toMatchObject({
      is_enabled: false,
      category: 'features',
      description: KNOWN_FLAGS.project_analytics.description,
    });
    expect(Date.parse(toggled.updated_at)).toBeGreaterThan(
      Date.parse(before.find((f) => f.feature_key === 'project_analytics')!.updated_at),
    );
    await setFlag('project_analytics', true);
  });

  it('closes a module API with 404 for everyone the moment its flag is off, and reopens it when on', async () => {
    // notifications gates /api/notifications (any logged-in user); security_dashboard the admins' audit log.
    await setFlag('notifications', false);
    await setFlag('security_dashboard', false);
    try {
      for (const who of [admin, employee]) {
        const response = await as(t.app, who, { url: '/api/notifications/unread-count' });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          success: false,
          code: 'FEATURE_DISABLED',
          message: 'Feature notifications non abilitata',
        });
      }
      expect((await as(t.app, admin, { url: '/api/admin/audit-log' })).statusCode).toBe(404);
      // Public flags say so too, so open apps hide the module at their next refresh.
      const flags = (await t.app.inject({ url: '/api/feature-flags/public' })).json().data;
      expect(flags).toMatchObject({ notifications: false, security_dashboard: false });
    } finally {
      await setFlag('notifications', true);
      await setFlag('security_dashboard', true);
    }
    expect((await as(t.app, employee, { url: '/api/notifications/unread-count' })).statusCode).toBe(200);
    expect((await as(t.app, admin, { url: '/api/admin/audit-log' })).statusCode).toBe(200);
  });

  it('audits a toggle with the old and new state, visible in the audit log API', async () => {
    await setFlag('beta_features', true);
    await setFlag('beta_features', false);
    const response = await as(t.app, admin, { url: '/api/admin/audit-log?action=feature_flag.updated&per_page=100' });
    const entries = response.json().data.items as { action: string; actor_name: string; details: unknown }[];
    const beta = entries.filter((e) => (e.details as { feature_key?: string }).feature_key === 'beta_features');
    expect(beta.map((e) => e.details)).toEqual([
      { feature_key: 'beta_features', changes: { is_enabled: { from: true, to: false } } },
      { feature_key: 'beta_features', changes: { is_enabled: { from: false, to: true } } },
    ]);
    expect(beta.every((e) => e.actor_name === 'Alessandra Rossi')).toBe(true);
  });

  it('rejects a malformed id', async () => {
    const response = await as(t.app, admin, { method: 'PUT', url: '/api/admin/feature-flags/123', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields.id).toEqual(['Identificativo non valido']);
  });
});
