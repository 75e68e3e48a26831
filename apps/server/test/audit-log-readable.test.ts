import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_ACTIONS } from '@portale/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audit } from '@/platform/audit/audit';
import { auditLog } from '@/platform/audit/tables';
import { as, createTestApp, type LoggedIn, login, type TestApp } from './helpers';

let t: TestApp;
let admin: LoggedIn;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t.app, 'admin');
});
afterAll(() => t.close());

const logOf = async (query: string) => (await as(t.app, admin, { url: `/api/admin/audit-log?${query}` })).json().data;
const lastRow = async (action: string) =>
  (
    await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, action))
      .orderBy(desc(auditLog.created_at))
      .limit(1)
  )[0];

/** Every `*.ts` under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('the audit catalogue', () => {
  it('has an Italian label for every action the server writes', () => {
    // The compiler already refuses an unknown `action:`; this also catches one built where types are loose.
    const written = new Set<string>();
    for (const file of sources(join(__dirname, '../src'))) {
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!/\baction\b/.test(line) || /project_activity|logActivity/.test(line)) continue;
        for (const [, key] of line.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) written.add(key!);
      }
    }
    expect(written.size).toBeGreaterThan(80);
    const missing = [...written].filter((key) => !(key in AUDIT_ACTIONS));
    expect(missing).toEqual([]);
  });
});

describe('reading the audit log', () => {
  it('refuses an action that is not in the catalogue, in Italian', async () => {
    const response = await as(t.app, admin, { url: '/api/admin/audit-log?action=feature_flag.exploded' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    expect(JSON.stringify(response.json())).toContain('Azione non riconosciuta');
    const csv = await as(t.app, admin, { url: '/api/admin/audit-log/export?action=%25' });
    expect(csv.statusCode).toBe(400);
  });

  it('filters one action exactly, or every action of an area', async () => {
    const exact = await logOf('action=auth.login&per_page=100');
    expect(exact.items.length).toBeGreaterThan(0);
    expect(new Set(exact.items.map((e: { action: string }) => e.action))).toEqual(new Set(['auth.login']));
    await as(t.app, admin, {
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: 'sbagliata!!' },
    });
    const area = await logOf('action=auth&per_page=100');
    const actions = new Set<string>(area.items.map((e: { action: string }) => e.action));
    expect(actions.has('auth.login')).toBe(true);
    expect(actions.has('auth.login_failed')).toBe(true);
    expect([...actions].every((a) => a.startsWith('auth.'))).toBe(true);
  });

  it('records only the company field that changed when the whole form is saved', async () => {
    const company = (await as(t.app, admin, { url: '/api/admin/config' })).json().data.company;
    const saved = await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/config',
      payload: { company: { ...company, phone: '+39 02 9999 0000' } },
    });
    expect(saved.statusCode).toBe(200);
    const row = await lastRow('config.updated');
    expect(row!.details).toEqual({ changes: { 'company.phone': { from: company.phone, to: '+39 02 9999 0000' } } });

    // Saving again with nothing changed leaves no entry.
    const before = (await logOf('action=config.updated')).pagination.total;
    await as(t.app, admin, {
      method: 'PUT',
      url: '/api/admin/config',
      payload: { company: { ...company, phone: '+39 02 9999 0000' } },
    });
    expect((await logOf('action=config.updated')).pagination.total).toBe(before);
  });

  it('names the object of each entry: its name now, or the one recorded when it has been deleted', async () => {
    const created = await as(t.app, admin, {
      method: 'POST',
      url: '/api/admin/work-locations',
      payload: { name: 'Sede di Torino', city: 'Torino', patron_name: '', patron_month: null, patron_day: null },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    await as(t.app, admin, {
      method: 'PUT',
      url: `/api/admin/work-locations/${id}`,
      payload: { name: 'Sede di Torino Centro', city: 'Torino', patron_name: '', patron_month: null, patron_day: null },
    });
    const updated = (await logOf('action=work_location.updated')).items[0];
    expect(updated).toMatchObject({
      target_type: 'work_location',
      target_id: id,
      target_name: 'Sede di Torino Centro',
    });
    // Only what changed, not the whole record.
    expect(updated.details.changes).toEqual({ name: { from: 'Sede di Torino', to: 'Sede di Torino Centro' } });

    await as(t.app, admin, { method: 'DELETE', url: `/api/admin/work-locations/${id}` });
    const deleted = (await logOf('action=work_location.deleted')).items[0];
    expect(deleted).toMatchObject({ target_id: id, target_name: 'Sede di Torino Centro' });

    const login = (await logOf('action=auth.login')).items[0];
    expect(login.target_name).toBe('Alessandra Rossi');
  });

  it('never stores a secret value in an entry', async () => {
    await audit(t.database.db, null, {
      action: 'user.profile_updated',
      details: {
        username: 'x',
        password: 'Segreta!2026',
        changes: { api_key: { from: 'a', to: 'b' }, city: { from: 'A', to: 'B' } },
      },
    });
    const row = await lastRow('user.profile_updated');
    expect(row!.details).toEqual({ username: 'x', changes: { city: { from: 'A', to: 'B' } } });
  });
});
