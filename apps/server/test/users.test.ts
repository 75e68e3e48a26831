import { PERMISSIONS } from '@portale/shared';
import { eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '@/platform/auth/tables';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => t.close());

const idOf = async (username: string) =>
  (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;

describe('admin user management', () => {
  it('lists users with search, filters and pagination', async () => {
    const page = (await as(t.app, admin, { url: '/api/admin/users?per_page=2&page=2' })).json().data;
    expect(page.items).toHaveLength(2);
    expect(page.pagination).toEqual({ page: 2, per_page: 2, total: 4, total_pages: 2 });
    const search = (await as(t.app, admin, { url: '/api/admin/users?search=giulia' })).json().data;
    expect(search.items.map((u: { username: string }) => u.username)).toEqual(['dipendente']);
    const clients = (await as(t.app, admin, { url: '/api/admin/users?role=client' })).json().data;
    expect(clients.pagination.total).toBe(1);
  });

  it('sorts by any listed field in both directions, and rejects others', async () => {
    const names = async (sort: string) =>
      (await as(t.app, admin, { url: `/api/admin/users?sort=${sort}` }))
        .json()
        .data.items.map((u: { username: string }) => u.username);
    expect(await names('username')).toEqual(['admin', 'cliente', 'dipendente', 'manager']);
    expect(await names('-username')).toEqual(['manager', 'dipendente', 'cliente', 'admin']);
    // Only the admin has logged in: first when descending, and never-logged-in users stay last.
    expect((await names('-last_login_at'))[0]).toBe('admin');
    expect((await names('last_login_at'))[0]).toBe('admin');
    const bad = await as(t.app, admin, { url: '/api/admin/users?sort=password_hash' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.fields.sort).toEqual(['Ordinamento non valido']);
  });

  it('activates a pending registration so the user can log in', async () => {
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        first_name: 'Nuova',
        last_name: 'Persona',
        username: 'nuova',
        email: 'nuova@example.it',
        password: 'Password-robusta-77',
      },
    });
    const id = await idOf('nuova');
    const activated = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/users/${id}/status`,
      payload: { status: 'active' },
    });
    expect(activated.json().data.status).toBe('active');
    await expect(login(t.app, 'nuova', 'Password-robusta-77')).resolves.toBeTruthy();
  });

  it('disabling a user ends their sessions at once', async () => {
    const manager = await login(t.app, 'manager');
    const id = await idOf('manager');
    await as(t.app, admin, { method: 'PUT', url: `/api/admin/users/${id}/status`, payload: { status: 'disabled' } });
    expect((await as(t.app, manager, { url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('a disabling whose audit row cannot be written changes nothing: the account stays active, its sessions open', async () => {
    const manager = await login(t.app, 'manager');
    const id = await idOf('manager');
    // The audit log fails on this one action, as a full disk would: a server error, not the client's fault.
    await t.database.db.execute(sql`create function refuse_status_change() returns trigger language plpgsql as $$
      begin
        if new.action = 'user.status_changed' then raise exception 'audit log unavailable'; end if;
        return new;
      end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_status_change before insert on audit_log for each row execute function refuse_status_change()`,
    );
    const response = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/users/${id}/status`,
      payload: { status: 'disabled' },
    });
    expect(response.statusCode).toBe(500);
    const [row] = await t.database.db.select({ status: users.status }).from(users).where(eq(users.id, id));
    expect(row?.status).toBe('active');
    expect((await as(t.app, manager, { url: '/api/auth/me' })).statusCode).toBe(200);
    await t.database.db.execute(sql`drop trigger refuse_status_change on audit_log`);
  });

  it('ends all sessions of a user on request', async () => {
    const one = await login(t.app, 'dipendente');
    const two = await login(t.app, 'dipendente');
    const response = await as(t.app, admin, {
      method: 'DELETE',
      url: `/api/admin/users/${await idOf('dipendente')}/sessions`,
    });
    expect(response.json().data).toEqual({ revoked: 2 });
    for (const s of [one, two]) expect((await as(t.app, s, { url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('never disables the last active administrator', async () => {
    const self = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/users/${admin.session.user.id}/status`,
      payload: { status: 'disabled' },
    });
    expect(self.statusCode).toBe(403);
    // Promote the manager, let them try to disable the only other admin, then the last one.
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.username, 'manager'));
    const second = await login(t.app, 'manager');
    const first = await as(t.app, second, {
      method: 'PUT',
      url: `/api/admin/users/${admin.session.user.id}/status`,
      payload: { status: 'disabled' },
    });
    expect(first.statusCode).toBe(200);
    const last = await as(t.app, second, {
      method: 'PUT',
      url: `/api/admin/users/${await idOf('manager')}/status`,
      payload: { status: 'disabled' },
    });
    expect(last.statusCode).toBe(403);
  });
});

describe('role permissions', () => {
  it('describes every permission with its module, in Italian', async () => {
    const catalog = (await as(t.app, admin, { url: '/api/admin/permissions' })).json().data as {
      key: string;
      module: string;
      description: string;
    }[];
    expect(catalog).toHaveLength(PERMISSIONS.length);
    expect(catalog.find((p) => p.key === 'admin_access')).toEqual({
      key: 'admin_access',
      module: 'admin',
      description: 'Amministrare il portale',
    });
  });

  it('a change to a role takes effect on the next request of its users', async () => {
    const client = await login(t.app, 'cliente');
    expect((await as(t.app, client, { url: '/api/auth/me' })).json().data.permissions).not.toContain(
      'view_communications',
    );
    const roles = (await as(t.app, admin, { url: '/api/admin/roles' })).json().data as {
      role: string;
      permissions: string[];
    }[];
    const current = roles.find((r) => r.role === 'client')!.permissions;
    const response = await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/roles/client/permissions',
      payload: { permissions: [...current, 'view_communications'] },
    });
    expect(response.statusCode).toBe(200);
    expect((await as(t.app, client, { url: '/api/auth/me' })).json().data.permissions).toContain('view_communications');
  });

  it('the admin role cannot lose admin_access, and unknown permissions are refused', async () => {
    const strip = await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/roles/admin/permissions',
      payload: { permissions: ['view_dashboard'] },
    });
    expect(strip.statusCode).toBe(403);
    const unknown = await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/roles/client/permissions',
      payload: { permissions: ['fly'] },
    });
    expect(unknown.statusCode).toBe(400);
  });
});
