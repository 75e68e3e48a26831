import { ROLES, type Role } from '@portale/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions } from '@/platform/access/tables';
import { auditLog } from '@/platform/audit/tables';
import { users } from '@/platform/auth/tables';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

const USERNAMES: Record<Role, string> = {
  admin: 'admin',
  manager: 'manager',
  employee: 'dipendente',
  client: 'cliente',
};

let t: TestApp;
const who = {} as Record<Role, LoggedIn>;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) who[role] = await login(t.app, USERNAMES[role]);
});
afterAll(() => t.close());

const idOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

describe('every admin user and role endpoint', () => {
  const endpoints = (target: string) =>
    [
      { method: 'GET', url: '/api/admin/users' },
      {
        method: 'POST',
        url: '/api/admin/users',
        payload: { first_name: 'A', last_name: 'B', username: 'nuovo.utente', email: 'n@example.it', role: 'client' },
      },
      { method: 'PUT', url: `/api/admin/users/${target}/status`, payload: { status: 'disabled' } },
      { method: 'PUT', url: `/api/admin/users/${target}/role`, payload: { role: 'client' } },
      { method: 'POST', url: `/api/admin/users/${target}/password-reset` },
      { method: 'DELETE', url: `/api/admin/users/${target}/sessions` },
      { method: 'GET', url: '/api/admin/roles' },
      { method: 'GET', url: '/api/admin/permissions' },
      { method: 'PUT', url: '/api/admin/roles/client/permissions', payload: { permissions: ['view_help'] } },
    ] as const;

  it('refuses managers, employees and clients with 403, and anonymous callers with 401', async () => {
    const target = await idOf('dipendente');
    for (const role of ['manager', 'employee', 'client'] as const) {
      for (const endpoint of endpoints(target)) {
        const response = await as(t.app, who[role], { ...endpoint });
        expect(response.statusCode, `${role} ${endpoint.method} ${endpoint.url}`).toBe(403);
        expect(response.json().message).toBe(
          'Non hai i permessi per questa operazione. Se ti serve per il tuo lavoro, chiedi a un amministratore del portale.',
        );
      }
    }
    for (const endpoint of endpoints(target)) {
      expect((await t.app.inject({ ...endpoint })).statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
    }
    // Nothing was changed by the refused calls.
    const [employee] = await t.database.db.select().from(users).where(eq(users.id, target));
    expect(employee).toMatchObject({ status: 'active', role: 'employee' });
    expect(await t.database.db.select().from(users).where(eq(users.username, 'nuovo.utente'))).toEqual([]);
  });
});

describe('audit trail', () => {
  it('records every change an admin makes to users and roles, and every use of a one-time link', async () => {
    const admin = who.admin;
    const clientId = await idOf('cliente');
    const created = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: {
        first_name: 'Sara',
        last_name: 'Neri',
        username: 'sara.neri',
        email: 'sara@example.it',
        role: 'client',
      },
    });
    const newId = created.json().data.user.id as string;
    const activation = new URL(created.json().data.link).searchParams.get('token')!;
    await t.app.inject({
      method: 'POST',
      url: `/api/auth/tokens/${activation}`,
      payload: { password: 'Onde-del-mare-9' },
    });

    await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/users/${clientId}/status`,
      payload: { status: 'disabled' },
    });
    await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/users/${clientId}/status`,
      payload: { status: 'active' },
    });
    await as(t.app, admin, { method: 'PUT', url: `/api/admin/users/${newId}/role`, payload: { role: 'employee' } });
    await as(t.app, admin, { method: 'DELETE', url: `/api/admin/users/${newId}/sessions` });
    const reset = await as(t.app, admin, { method: 'POST', url: `/api/admin/users/${newId}/password-reset` });
    const resetToken = new URL(reset.json().data.link).searchParams.get('token')!;
    await t.app.inject({
      method: 'POST',
      url: `/api/auth/tokens/${resetToken}`,
      payload: { password: 'Vento-di-terra-8' },
    });
    await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/roles/client/permissions',
      payload: { permissions: ['view_dashboard', 'view_help'] },
    });

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.target_id, [clientId, newId, 'client']))
      .orderBy(asc(auditLog.created_at));
    // Logins (of the users this file signed in) are audited too, but are not changes.
    const changes = rows.filter((r) => r.action !== 'auth.login');
    const summary = changes.map((r) => ({
      action: r.action,
      actor: r.actor_user_id,
      target: r.target_id,
      details: r.details,
    }));
    const byAdmin = admin.session.user.id;
    expect(summary).toEqual([
      {
        action: 'user.created',
        actor: byAdmin,
        target: newId,
        details: { username: 'sara.neri', role: 'client', email_sent: false },
      },
      { action: 'auth.account_activated', actor: null, target: newId, details: { username: 'sara.neri' } },
      {
        action: 'user.status_changed',
        actor: byAdmin,
        target: clientId,
        details: { username: 'cliente', from: 'active', to: 'disabled' },
      },
      {
        action: 'user.status_changed',
        actor: byAdmin,
        target: clientId,
        details: { username: 'cliente', from: 'disabled', to: 'active' },
      },
      {
        action: 'user.role_changed',
        actor: byAdmin,
        target: newId,
        details: { username: 'sara.neri', from: 'client', to: 'employee' },
      },
      {
        action: 'user.sessions_revoked',
        actor: byAdmin,
        target: newId,
        details: { username: 'sara.neri', revoked: 0 },
      },
      {
        action: 'user.password_reset_issued',
        actor: byAdmin,
        target: newId,
        details: { username: 'sara.neri', email_sent: false },
      },
      { action: 'auth.password_reset', actor: null, target: newId, details: { username: 'sara.neri' } },
      {
        action: 'role.permissions_updated',
        actor: byAdmin,
        target: 'client',
        details: { added: [], removed: ['view_documents'] },
      },
    ]);
  });
});

describe('role × permission matrix protections', () => {
  it('an administrator whose role was granted admin_access cannot take it from that role', async () => {
    // The manager role gets admin_access; a manager then tries to remove it from their own role.
    await t.database.db.insert(rolePermissions).values({ role: 'manager', permission: 'admin_access' });
    const manager = await login(t.app, 'manager');
    const current = (await as(t.app, manager, { url: '/api/admin/roles' })).json().data as {
      role: string;
      permissions: string[];
    }[];
    const without = current.find((r) => r.role === 'manager')!.permissions.filter((p) => p !== 'admin_access');
    const refused = await as(t.app, manager, {
      method: 'PUT',
      url: '/api/admin/roles/manager/permissions',
      payload: { permissions: without },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Non puoi rimuovere a te stesso il permesso admin_access');
    // Another administrator may do it; the managers lose admin access on their next request.
    const allowed = await as(t.app, who.admin, {
      method: 'PUT',
      url: '/api/admin/roles/manager/permissions',
      payload: { permissions: without },
    });
    expect(allowed.statusCode).toBe(200);
    expect((await as(t.app, manager, { url: '/api/admin/users' })).statusCode).toBe(403);
  });
});
