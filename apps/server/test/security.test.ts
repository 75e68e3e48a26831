import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '@/platform/audit/tables';
import { loginAttempts, sessions, users } from '@/platform/auth/tables';
import { featureFlags } from '@/platform/flags/tables';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
let employee: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
  employee = await login(t.app, 'dipendente');
});
afterAll(() => t.close());

describe('security dashboard API', () => {
  it('lists live sessions with the current one marked, and ends one', async () => {
    const list = (await as(t.app, admin, { url: '/api/admin/security/sessions' })).json().data;
    expect(list.pagination.total).toBe(2);
    const mine = list.items.find((s: { is_current: boolean }) => s.is_current);
    expect(mine.user.username).toBe('admin');
    const theirs = list.items.find((s: { user: { username: string } }) => s.user.username === 'dipendente');
    expect(
      (await as(t.app, admin, { method: 'DELETE', url: `/api/admin/security/sessions/${theirs.id}` })).statusCode,
    ).toBe(200);
    expect((await as(t.app, employee, { url: '/api/auth/me' })).statusCode).toBe(401);
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'session.revoked'), eq(auditLog.target_id, theirs.id)));
    expect(row).toMatchObject({ actor_user_id: admin.session.user.id, target_type: 'session' });
    expect(row!.details).toEqual({ user_id: employee.session.user.id });
    expect(
      (await as(t.app, admin, { method: 'DELETE', url: `/api/admin/security/sessions/${theirs.id}` })).statusCode,
    ).toBe(404);
    employee = await login(t.app, 'dipendente');
  });

  it('shows failed logins and current lockouts', async () => {
    for (let i = 0; i < 5; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'manager', password: `x${i}` },
        remoteAddress: '10.9.9.9',
      });
    }
    const data = (await as(t.app, admin, { url: '/api/admin/security/logins' })).json().data;
    expect(data.failed.items.filter((f: { ip: string }) => f.ip === '10.9.9.9')).toHaveLength(5);
    expect(data.failed.items[0]).toEqual({ ip: '10.9.9.9', account: 'manager', created_at: expect.any(String) });
    expect(data.lockouts).toContainEqual(expect.objectContaining({ kind: 'ip', key: '10.9.9.9', failures: 5 }));

    // The failures are paginated on the server, newest first; the lockouts are always all there.
    const second = (await as(t.app, admin, { url: '/api/admin/security/logins?page=2&per_page=2' })).json().data;
    expect(second.failed.pagination).toEqual({ page: 2, per_page: 2, total: 5, total_pages: 3 });
    expect(second.failed.items).toHaveLength(2);
    expect(second.lockouts).toEqual(data.lockouts);
    expect((await as(t.app, admin, { url: '/api/admin/security/logins?per_page=500' })).statusCode).toBe(400);
  });

  it('reports the password policy, session settings and the headers really sent', async () => {
    const data = (await as(t.app, admin, { url: '/api/admin/security/status' })).json().data;
    // 10,000 entries, 9,913 once compared case-insensitively.
    expect(data.password_policy).toMatchObject({ min_length: 10, common_passwords_blocked: 9913 });
    expect(data.password_policy.hashing).toContain('argon2id');
    expect(data.sessions).toMatchObject({ idle_minutes: 30, absolute_hours: 12 });
    expect(data.headers['content-security-policy']).toContain("object-src 'none'");
    expect(data.headers['strict-transport-security']).toBe('inviato solo su HTTPS');
  });

  it('filters the audit log and exports it as CSV', async () => {
    const flag = (await as(t.app, admin, { url: '/api/admin/feature-flags' }))
      .json()
      .data.find((f: { feature_key: string }) => f.feature_key === 'beta_features');
    await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/feature-flags/${flag.id}`,
      payload: { is_enabled: true },
    });
    const filtered = (
      await as(t.app, admin, { url: '/api/admin/audit-log?action=feature_flag&actor=Alessandra' })
    ).json().data;
    expect(filtered.items).toHaveLength(1);
    expect(filtered.items[0]).toMatchObject({ action: 'feature_flag.updated', actor_name: 'Alessandra Rossi' });
    // A login has no actor (nobody was logged in yet): the log names the user who logged in.
    const logins = (await as(t.app, admin, { url: '/api/admin/audit-log?action=auth.login&actor=Alessandra' })).json()
      .data;
    expect(logins.items.length).toBeGreaterThan(0);
    for (const item of logins.items) {
      expect(item).toMatchObject({ action: 'auth.login', actor_user_id: null, actor_name: 'Alessandra Rossi' });
    }
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Rome' });
    expect(
      (await as(t.app, admin, { url: `/api/admin/audit-log?from=${today}&to=${today}` })).json().data.pagination.total,
    ).toBeGreaterThan(3);
    expect(
      (await as(t.app, admin, { url: '/api/admin/audit-log?from=2000-01-01&to=2000-01-02' })).json().data.items,
    ).toEqual([]);
    expect((await as(t.app, admin, { url: '/api/admin/audit-log?from=ieri' })).statusCode).toBe(400);

    const csv = await as(t.app, admin, { url: '/api/admin/audit-log/export?action=feature_flag' });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="registro-attivita-/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Data e ora";"Utente";"Azione";"Codice azione";"Oggetto";"Nome oggetto";"ID oggetto";"IP";"Dettagli"',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `"Alessandra Rossi";"Funzionalità modificata";"feature_flag.updated";"Funzionalità";"${flag.display_name}"`,
    );
    expect(lines[1]).toContain('Attiva: no → sì');
    expect(lines[1]).toContain(`"${flag.id}"`);
    expect(lines[1]).toMatch(/^"\d{2}\/\d{2}\/\d{2,4}, \d{2}:\d{2}:\d{2}";/);

    // The export takes the same filters as the list: an empty range leaves the header row alone.
    const empty = await as(t.app, admin, { url: '/api/admin/audit-log/export?from=2000-01-01&to=2000-01-02' });
    expect(empty.body).toBe(
      '\uFEFF"Data e ora";"Utente";"Azione";"Codice azione";"Oggetto";"Nome oggetto";"ID oggetto";"IP";"Dettagli"\r\n',
    );
  });

  it('finds sessions by user name and pages them on the server', async () => {
    const found = (await as(t.app, admin, { url: '/api/admin/security/sessions?search=Rossi' })).json().data;
    expect(found.items.map((s: { user: { username: string } }) => s.user.username)).toEqual(['admin']);
    const page = (await as(t.app, admin, { url: '/api/admin/security/sessions?per_page=1&page=2' })).json().data;
    expect(page.items).toHaveLength(1);
    expect(page.pagination).toMatchObject({ page: 2, per_page: 1, total: 2, total_pages: 2 });
  });

  it('neutralises spreadsheet formulas in the export', async () => {
    // A name is user-controlled and becomes the "Utente" cell of that user's own actions.
    await t.database.db
      .update(users)
      .set({ first_name: '=HYPERLINK("x")' })
      .where(eq(users.id, employee.session.user.id));
    await as(t.app, employee, { method: 'POST', url: '/api/auth/logout' });
    const csv = (await as(t.app, admin, { url: '/api/admin/audit-log/export?action=auth.logout' })).body;
    expect(csv).toContain(`"'=HYPERLINK(""x"") Esposito"`);
    employee = await login(t.app, 'dipendente');
  });

  it('shows an action under the name its author had then, after they rename themselves', async () => {
    const manager = await login(t.app, 'manager');
    const nameThen = manager.session.user.name;
    await as(t.app, manager, { method: 'DELETE', url: '/api/profile/avatar' });
    const renamed = await as(t.app, manager, {
      method: 'PUT',
      url: '/api/profile',
      payload: { first_name: 'Nome', last_name: 'Cambiato' },
    });
    expect(renamed.statusCode).toBe(200);
    const entries = (await as(t.app, admin, { url: '/api/admin/audit-log?action=user.avatar_removed' })).json().data
      .items;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor_user_id: manager.session.user.id, actor_name: nameThen });
    // The rename itself is the last action under the old name; the next one carries the new name.
    await as(t.app, manager, { method: 'DELETE', url: '/api/profile/avatar' });
    const names = (await as(t.app, admin, { url: '/api/admin/audit-log?action=user.avatar_removed' }))
      .json()
      .data.items.map((entry: { actor_name: string }) => entry.actor_name);
    expect(names.sort()).toEqual([nameThen, 'Nome Cambiato'].sort());
    const byOldName = await as(t.app, admin, {
      url: `/api/admin/audit-log?action=user.avatar_removed&actor=${encodeURIComponent(nameThen)}`,
    });
    expect(byOldName.json().data.items).toHaveLength(1);
  });

  it('is closed to non-admins and while security_dashboard is off', async () => {
    expect((await as(t.app, employee, { url: '/api/admin/audit-log' })).statusCode).toBe(403);
    await t.database.db
      .update(featureFlags)
      .set({ is_enabled: false })
      .where(eq(featureFlags.feature_key, 'security_dashboard'));
    const off = await as(t.app, admin, { url: '/api/admin/security/sessions' });
    expect(off.statusCode).toBe(404);
    expect(off.json().message).toBe('Feature security_dashboard non abilitata');
    await t.database.db
      .update(featureFlags)
      .set({ is_enabled: true })
      .where(eq(featureFlags.feature_key, 'security_dashboard'));
  });
});

describe('server status and housekeeping', () => {
  it('reports version, runtime, database and jobs to admins only', async () => {
    const data = (await as(t.app, admin, { url: '/api/admin/system/status' })).json().data;
    expect(data).toMatchObject({ version: '1.0.0', node_version: process.version });
    expect(data.database.migration).toMatch(/^\d{4}_.*\.sql$/);
    expect(data.database.size_bytes).toBeGreaterThan(0);
    expect(data.cpu.cores).toBeGreaterThan(0);
    expect(data.jobs.map((j: { name: string }) => j.name)).toContain('housekeeping');
    expect(data.memory.rss_bytes).toBeGreaterThan(0);
    expect(data.memory.system_total_bytes).toBeGreaterThan(data.memory.system_free_bytes);
    expect(data.disk.total_bytes).toBeGreaterThan(0);
    if (process.env.TEST_DATABASE_URL) {
      expect(data.database.kind).toBe('server');
      expect(data.database.pool).toMatchObject({ max: 10, waiting: 0 });
    } else {
      expect(data.database.kind).toBe('embedded');
      expect(data.database.pool).toBeNull();
    }
    expect((await as(t.app, employee, { url: '/api/admin/system/status' })).statusCode).toBe(403);
  });

  it('the housekeeping job purges old ended sessions and attempts, and records its run', async () => {
    await t.database.db
      .update(sessions)
      .set({ revoked_at: sql`now() - interval '40 days'` })
      .where(eq(sessions.user_id, employee.session.user.id));
    await t.database.db
      .insert(loginAttempts)
      .values({ ip: '1.2.3.4', account_key: 'vecchio', success: false, created_at: sql`now() - interval '40 days'` });
    await t.app.scheduler.runNow('housekeeping');
    expect(await t.database.db.select().from(sessions).where(eq(sessions.user_id, employee.session.user.id))).toEqual(
      [],
    );
    expect(await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.account_key, 'vecchio'))).toEqual(
      [],
    );
    expect((await as(t.app, admin, { url: '/api/auth/me' })).statusCode).toBe(200);
    const job = (await as(t.app, admin, { url: '/api/admin/system/status' }))
      .json()
      .data.jobs.find((j: { name: string }) => j.name === 'housekeeping');
    expect(job.last_run_at).not.toBeNull();
    expect(job.last_error).toBeNull();
  });
});
