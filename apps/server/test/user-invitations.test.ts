import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { users } from '@/platform/auth/tables';
import { as, createTestApp, type LoggedIn, login, recordingMailer, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
beforeEach(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterEach(() => t.close());

const newColleague = {
  first_name: 'Paolo',
  last_name: 'Greco',
  username: 'paolo.greco',
  email: 'paolo@demo.portale.it',
  role: 'employee',
};
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

describe('admin creates a user', () => {
  it('without SMTP returns a one-time activation link that activates the account', async () => {
    const created = await as(t.app, admin, { method: 'POST', url: '/api/admin/users', payload: newColleague });
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(data).toMatchObject({
      email_sent: false,
      user: { username: 'paolo.greco', status: 'pending', role: 'employee' },
    });
    expect(data.link).toMatch(/^http:\/\/localhost(:\d+)?\/auth\/activate\?token=[\w-]{40,}$/);

    const token = tokenOf(data.link);
    const info = await t.app.inject({ url: `/api/auth/tokens/${token}` });
    expect(info.json().data).toMatchObject({ purpose: 'activation', first_name: 'Paolo', username: 'paolo.greco' });
    // Cannot log in before choosing a password.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'paolo.greco', password: 'x' },
        })
      ).statusCode,
    ).toBe(401);

    const weak = await t.app.inject({
      method: 'POST',
      url: `/api/auth/tokens/${token}`,
      payload: { password: 'qwertyuiop' },
    });
    expect(weak.statusCode).toBe(400);
    const used = await t.app.inject({
      method: 'POST',
      url: `/api/auth/tokens/${token}`,
      payload: { password: 'Mare-e-monti-2026' },
    });
    expect(used.statusCode).toBe(200);
    await expect(login(t.app, 'paolo.greco', 'Mare-e-monti-2026')).resolves.toBeTruthy();

    // One time only.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/auth/tokens/${token}`,
      payload: { password: 'Altra-password-2026' },
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toMatch(/non è valido o è scaduto/);
  });

  it('with SMTP e-mails the link and never returns it', async () => {
    const mailer = recordingMailer();
    const withMail = await createTestApp({}, { mailer });
    try {
      const boss = await login(withMail.app, 'admin');
      const created = await as(withMail.app, boss, { method: 'POST', url: '/api/admin/users', payload: newColleague });
      expect(created.json().data).toMatchObject({ email_sent: true, link: null });
      expect(mailer.sent).toHaveLength(1);
      expect(mailer.sent[0]).toMatchObject({
        to: 'paolo@demo.portale.it',
        subject: 'Attiva il tuo account Demo S.r.l.',
      });
      expect(mailer.sent[0]!.text).toMatch(/\/auth\/activate\?token=/);
    } finally {
      await withMail.close();
    }
  });

  it('rejects duplicates and invalid input with field errors, and non-admins', async () => {
    const dup = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { ...newColleague, email: 'ADMIN@demo.portale.it' },
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().details.fields.email).toEqual(['Indirizzo e-mail già registrato']);
    const bad = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { ...newColleague, role: 'boss' },
    });
    expect(bad.statusCode).toBe(400);
    const manager = await login(t.app, 'manager');
    expect(
      (await as(t.app, manager, { method: 'POST', url: '/api/admin/users', payload: newColleague })).statusCode,
    ).toBe(403);
  });

  it('audits the creation', async () => {
    await as(t.app, admin, { method: 'POST', url: '/api/admin/users', payload: newColleague });
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.created'));
    expect(row).toMatchObject({
      actor_user_id: admin.session.user.id,
      details: { username: 'paolo.greco', email_sent: false },
    });
  });
});

describe('password reset links', () => {
  it('lets the user choose a new password and ends their sessions', async () => {
    const employee = await login(t.app, 'dipendente');
    const reset = await as(t.app, admin, {
      method: 'POST',
      url: `/api/admin/users/${employee.session.user.id}/password-reset`,
    });
    const link = reset.json().data.link as string;
    expect(link).toContain('/auth/reset-password?token=');
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth/tokens/${tokenOf(link)}`,
      payload: { password: 'Nuova-strada-2026' },
    });
    expect(response.statusCode).toBe(200);
    expect((await as(t.app, employee, { url: '/api/auth/me' })).statusCode).toBe(401);
    await expect(login(t.app, 'dipendente', 'Nuova-strada-2026')).resolves.toBeTruthy();
  });

  it('a newer link invalidates the older one, and a disabled account cannot use its link', async () => {
    const id = (await t.database.db.select().from(users).where(eq(users.username, 'cliente')))[0]!.id;
    const first = (await as(t.app, admin, { method: 'POST', url: `/api/admin/users/${id}/password-reset` })).json().data
      .link;
    const second = (await as(t.app, admin, { method: 'POST', url: `/api/admin/users/${id}/password-reset` })).json()
      .data.link;
    expect((await t.app.inject({ url: `/api/auth/tokens/${tokenOf(first)}` })).statusCode).toBe(404);
    await as(t.app, admin, { method: 'PUT', url: `/api/admin/users/${id}/status`, payload: { status: 'disabled' } });
    expect((await t.app.inject({ url: `/api/auth/tokens/${tokenOf(second)}` })).statusCode).toBe(404);
  });
});

describe('role changes', () => {
  it('changes a role, effective at once, and audits it', async () => {
    const manager = await login(t.app, 'manager');
    const changed = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/users/${manager.session.user.id}/role`,
      payload: { role: 'client' },
    });
    expect(changed.json().data.role).toBe('client');
    expect((await as(t.app, manager, { url: '/api/auth/me' })).json().data.permissions).not.toContain(
      'view_all_projects',
    );
    const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'user.role_changed'));
    expect(row!.details).toMatchObject({ from: 'manager', to: 'client' });
  });

  it('an admin cannot take away their own admin_access, nor demote the last admin', async () => {
    const self = await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/users/${admin.session.user.id}/role`,
      payload: { role: 'manager' },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json().message).toBe('Non puoi rimuovere a te stesso il permesso admin_access');
    // A second admin may demote the first while another admin remains, but not the last one.
    const managerId = (await t.database.db.select().from(users).where(eq(users.username, 'manager')))[0]!.id;
    await as(t.app, admin, { method: 'PUT', url: `/api/admin/users/${managerId}/role`, payload: { role: 'admin' } });
    const second = await login(t.app, 'manager');
    expect(
      (
        await as(t.app, second, {
          method: 'PUT',
          url: `/api/admin/users/${admin.session.user.id}/role`,
          payload: { role: 'employee' },
        })
      ).statusCode,
    ).toBe(200);
    const last = await as(t.app, second, {
      method: 'PUT',
      url: `/api/admin/users/${managerId}/role`,
      payload: { role: 'employee' },
    });
    expect(last.statusCode).toBe(403);
  });
});
