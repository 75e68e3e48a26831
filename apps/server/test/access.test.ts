import { type Permission, ROLES, type Role } from '@portale/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needsAccessRule } from '@/platform/access/access';
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
  // Probe routes for rules no module uses yet: a feature-gated route and an any-of permission.
  t.app.get(
    '/api/test/recruiting',
    { access: { feature: 'recruiting_module', permission: 'view_personnel_data' } },
    () => ({
      success: true,
      data: null,
      message: 'OK',
    }),
  );
  t.app.get(
    '/api/test/timesheet-group',
    { access: { permission: ['manage_timesheets', 'view_all_projects'] } },
    () => ({
      success: true,
      data: null,
      message: 'OK',
    }),
  );
  await t.app.ready();
  for (const role of ROLES) who[role] = await login(t.app, USERNAMES[role]);
});
afterAll(() => t.close());

describe('route access declarations', () => {
  it('every registered /api route, and /metrics, declares its access rule', () => {
    const apiRoutes = t.app.routeAccessTable.filter((r) => needsAccessRule(r.url));
    expect(apiRoutes.length).toBeGreaterThan(15);
    expect(apiRoutes).toContainEqual({ method: 'GET', url: '/metrics', access: 'metrics' });
    const undeclared = apiRoutes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses to register an /api route without an access rule', async () => {
    const fresh = await createTestApp();
    try {
      expect(() => fresh.app.get('/api/undeclared', () => 'x')).toThrow(/non dichiara la propria regola di accesso/);
      expect(() => fresh.app.post('/metrics', () => 'x')).toThrow(/non dichiara la propria regola di accesso/);
    } finally {
      await fresh.close();
    }
  });
});

const FORBIDDEN_MESSAGE =
  'Non hai i permessi per questa operazione. Se ti serve per il tuo lavoro, chiedi a un amministratore del portale.';

describe('permission checks per role', () => {
  const cases: { url: string; permission: Permission; allowed: Role[] }[] = [
    { url: '/api/admin/config', permission: 'admin_access', allowed: ['admin'] },
    { url: '/api/admin/users', permission: 'admin_access', allowed: ['admin'] },
    { url: '/api/admin/feature-flags', permission: 'admin_access', allowed: ['admin'] },
    { url: '/api/test/recruiting', permission: 'view_personnel_data', allowed: ['admin', 'manager'] },
  ];
  for (const { url, permission, allowed } of cases) {
    for (const role of ROLES) {
      const expected = allowed.includes(role) ? 200 : 403;
      it(`${role} on ${url} gets ${expected}`, async () => {
        const response = await as(t.app, who[role], { url });
        expect(response.statusCode).toBe(expected);
        if (expected === 403) {
          expect(response.json()).toEqual({
            success: false,
            code: 'FORBIDDEN',
            message: FORBIDDEN_MESSAGE,
          });
          // The key of the missing permission stays in the log, out of what the user reads.
          expect(response.body).not.toContain(permission);
        }
      });
    }
  }

  it('accepts any one of a list of permissions', async () => {
    expect((await as(t.app, who.employee, { url: '/api/test/timesheet-group' })).statusCode).toBe(200);
    expect((await as(t.app, who.manager, { url: '/api/test/timesheet-group' })).statusCode).toBe(200);
    const client = await as(t.app, who.client, { url: '/api/test/timesheet-group' });
    expect(client.statusCode).toBe(403);
    expect(client.json().message).toBe(FORBIDDEN_MESSAGE);
  });

  it('answers 401 before anything else when not logged in', async () => {
    const response = await t.app.inject({ url: '/api/test/recruiting' });
    expect(response.statusCode).toBe(401);
  });
});

describe('feature flags gate module APIs', () => {
  it('answers 404 while the module flag is off, for everyone, and serves again once on', async () => {
    const flags = (await as(t.app, who.admin, { url: '/api/admin/feature-flags' })).json().data as {
      id: string;
      feature_key: string;
    }[];
    const recruiting = flags.find((f) => f.feature_key === 'recruiting_module')!;
    await as(t.app, who.admin, {
      method: 'PUT',
      url: `/api/admin/feature-flags/${recruiting.id}`,
      payload: { is_enabled: false },
    });
    for (const role of ['admin', 'manager'] as const) {
      const response = await as(t.app, who[role], { url: '/api/test/recruiting' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'FEATURE_DISABLED',
        message: 'Feature recruiting_module non abilitata',
      });
    }
    await as(t.app, who.admin, {
      method: 'PUT',
      url: `/api/admin/feature-flags/${recruiting.id}`,
      payload: { is_enabled: true },
    });
    expect((await as(t.app, who.manager, { url: '/api/test/recruiting' })).statusCode).toBe(200);
  });
});
