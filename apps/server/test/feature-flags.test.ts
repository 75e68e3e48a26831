import { KNOWN_FLAGS } from '@portale/shared';
import { desc, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/platform/audit/tables';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let manager: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  manager = await login(t.app, 'manager');
});
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

  it('keeps the admin flag API closed to other roles', async () => {
    expect((await as(t.app, manager, { url: '/api/admin/feature-flags' })).statusCode).toBe(403);
    const create = await as(t.app, manager, {
      method: 'POST',
      url: '/api/admin/feature-flags',
      payload: { feature_key: 'furbo', display_name: 'Furbo' },
    });
    expect(create.statusCode).toBe(403);
  });

  it('rejects a malformed id', async () => {
    const response = await as(t.app, admin, { method: 'PUT', url: '/api/admin/feature-flags/123', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.fields.id).toEqual(['Identificativo non valido']);
  });
});
