import { DEFAULT_ROLE_PERMISSIONS, ROUTE_CHECK_CACHE_TTL_MS, type Role } from '@portale/shared';
import { describe, expect, it } from 'vitest';
import type { AuthStatus } from '@/platform/auth-store';
import { collectRouteAccess, type RouteAccess } from '@/platform/navigation/route-access';
import { createRouteCheckCache, decideRouteAccess, type GuardDecision } from './route-guard';

const allFlags = { dashboard_module: true, personnel_module: true, security_dashboard: true };
const employee = [...DEFAULT_ROLE_PERMISSIONS.employee];
const admin = [...DEFAULT_ROLE_PERMISSIONS.admin];

const access = (overrides: Partial<RouteAccess> = {}): RouteAccess => ({
  requiresAuth: true,
  permissions: [],
  features: [],
  requiresClientAccount: false,
  ...overrides,
});

type Row = {
  name: string;
  access: RouteAccess;
  authStatus: AuthStatus;
  permissions?: string[];
  flags?: Record<string, boolean>;
  flagsFailed?: boolean;
  role?: Role;
  expected: GuardDecision;
};

const table: Row[] = [
  {
    name: 'a public route lets anyone in',
    access: access({ requiresAuth: false }),
    authStatus: 'anonymous',
    expected: { outcome: 'allow' },
  },
  {
    name: 'anonymous on a login-only route goes to login',
    access: access(),
    authStatus: 'anonymous',
    expected: { outcome: 'login', message: 'Autenticazione richiesta' },
  },
  {
    name: 'a session that could not be checked counts as not logged in',
    access: access(),
    authStatus: 'unknown',
    expected: { outcome: 'login', message: 'Autenticazione richiesta' },
  },
  {
    name: 'authentication is checked before feature and permission',
    access: access({ permissions: ['admin_access'], features: ['personnel_module'] }),
    authStatus: 'anonymous',
    flags: {},
    expected: { outcome: 'login', message: 'Autenticazione richiesta' },
  },
  {
    name: 'a logged-in user opens a login-only page',
    access: access(),
    authStatus: 'authenticated',
    permissions: [],
    expected: { outcome: 'allow' },
  },
  {
    name: 'a disabled feature is a 404',
    access: access({ features: ['personnel_module'], permissions: ['view_personnel'] }),
    authStatus: 'authenticated',
    permissions: employee,
    flags: { personnel_module: false },
    expected: { outcome: 'not-found', message: 'Feature personnel_module non abilitata' },
  },
  {
    name: 'an unknown flag counts as disabled',
    access: access({ features: ['ceo_module'] }),
    authStatus: 'authenticated',
    permissions: admin,
    flags: allFlags,
    expected: { outcome: 'not-found', message: 'Feature ceo_module non abilitata' },
  },
  {
    name: 'the feature is checked before the permission',
    access: access({ features: ['ceo_module'], permissions: ['view_ceo'] }),
    authStatus: 'authenticated',
    permissions: employee,
    flags: {},
    expected: { outcome: 'not-found', message: 'Feature ceo_module non abilitata' },
  },
  {
    name: 'a missing permission is a 403',
    access: access({ permissions: ['admin_access'] }),
    authStatus: 'authenticated',
    permissions: employee,
    flags: allFlags,
    expected: { outcome: 'forbidden', message: 'Permesso admin_access mancante' },
  },
  {
    name: 'a page for client accounts lets a client account in',
    access: access({ features: ['sales_module'], requiresClientAccount: true }),
    authStatus: 'authenticated',
    permissions: [...DEFAULT_ROLE_PERMISSIONS.client],
    flags: { sales_module: true },
    role: 'client',
    expected: { outcome: 'allow' },
  },
  {
    name: 'a page for client accounts is a 403 for staff, admin included',
    access: access({ features: ['sales_module'], requiresClientAccount: true }),
    authStatus: 'authenticated',
    permissions: admin,
    flags: { sales_module: true },
    role: 'admin',
    expected: { outcome: 'forbidden', message: 'Pagina riservata agli account cliente' },
  },
  {
    name: 'a page for client accounts is a 403 when the role is unknown',
    access: access({ requiresClientAccount: true }),
    authStatus: 'authenticated',
    permissions: employee,
    expected: { outcome: 'forbidden', message: 'Pagina riservata agli account cliente' },
  },
  {
    name: 'a page for client accounts still needs its flag (404 first)',
    access: access({ features: ['sales_module'], requiresClientAccount: true }),
    authStatus: 'authenticated',
    permissions: [...DEFAULT_ROLE_PERMISSIONS.client],
    flags: { sales_module: false },
    role: 'client',
    expected: { outcome: 'not-found', message: 'Feature sales_module non abilitata' },
  },
  {
    name: 'a list of permissions needs any of them',
    access: access({ permissions: [['manage_timesheets', 'view_all_projects']] }),
    authStatus: 'authenticated',
    permissions: employee,
    expected: { outcome: 'allow' },
  },
  {
    name: 'a list of permissions none of which is held names them all',
    access: access({ permissions: [['view_products', 'view_all_projects']] }),
    authStatus: 'authenticated',
    permissions: employee,
    expected: { outcome: 'forbidden', message: 'Permesso view_products o view_all_projects mancante' },
  },
  {
    name: 'a parent layout and its page both must be satisfied',
    access: access({ permissions: ['view_dashboard', 'admin_access'] }),
    authStatus: 'authenticated',
    permissions: employee,
    expected: { outcome: 'forbidden', message: 'Permesso admin_access mancante' },
  },
  {
    name: 'everything satisfied lets the user in',
    access: access({ features: ['dashboard_module'], permissions: ['view_dashboard'] }),
    authStatus: 'authenticated',
    permissions: employee,
    flags: allFlags,
    expected: { outcome: 'allow' },
  },
  {
    name: 'with flag initialisation failed, features are not checked',
    access: access({ features: ['personnel_module'] }),
    authStatus: 'authenticated',
    permissions: employee,
    flags: {},
    flagsFailed: true,
    expected: { outcome: 'allow' },
  },
  {
    name: 'with flag initialisation failed, permissions still are',
    access: access({ features: ['personnel_module'], permissions: ['admin_access'] }),
    authStatus: 'authenticated',
    permissions: employee,
    flagsFailed: true,
    expected: { outcome: 'forbidden', message: 'Permesso admin_access mancante' },
  },
];

describe('route guard decision (spec §4/§8)', () => {
  for (const row of table) {
    it(row.name, () => {
      const decision = decideRouteAccess({
        access: row.access,
        authStatus: row.authStatus,
        subject: {
          permissions: row.permissions ?? [],
          flags: row.flags ?? {},
          flagsFailed: row.flagsFailed ?? false,
          role: row.role ?? null,
        },
      });
      expect(decision).toEqual(row.expected);
    });
  }

  it('collects the requirements of the matched routes, parents first', () => {
    expect(
      collectRouteAccess([
        { title: '' },
        { title: '', requiresAuth: true },
        undefined,
        { title: 'Utenti', requiredPermission: 'admin_access', requiresFeature: 'security_dashboard' },
      ]),
    ).toEqual({
      requiresAuth: true,
      permissions: ['admin_access'],
      features: ['security_dashboard'],
      requiresClientAccount: false,
    });
  });

  it('a client-account page anywhere in the chain makes the whole chain client-only', () => {
    expect(
      collectRouteAccess([
        { title: '', requiresAuth: true },
        { title: '', requiresClientAccount: true },
        { title: 'X' },
      ]).requiresClientAccount,
    ).toBe(true);
  });
});

describe('route check cache (spec §9)', () => {
  const allow: GuardDecision = { outcome: 'allow' };
  const forbidden: GuardDecision = { outcome: 'forbidden', message: 'Permesso admin_access mancante' };

  it('returns a stored decision for the same path and user', () => {
    const cache = createRouteCheckCache();
    cache.set('/app/dashboard', 'u1', allow);
    expect(cache.get('/app/dashboard', 'u1')).toEqual(allow);
  });

  it('keys by path and by user id, with anonymous users sharing one key', () => {
    const cache = createRouteCheckCache();
    cache.set('/app/dashboard', 'u1', allow);
    cache.set('/app/dashboard', null, { outcome: 'login', message: 'Autenticazione richiesta' });
    expect(cache.get('/app/dashboard', 'u2')).toBeUndefined();
    expect(cache.get('/app/profile', 'u1')).toBeUndefined();
    expect(cache.get('/app/dashboard', null)?.outcome).toBe('login');
    expect(cache.get('/app/dashboard', 'u1')).toEqual(allow);
  });

  it('expires entries after 5 minutes', () => {
    let now = 1_000_000;
    const cache = createRouteCheckCache(ROUTE_CHECK_CACHE_TTL_MS, () => now);
    cache.set('/app/admin', 'u1', forbidden);
    now += ROUTE_CHECK_CACHE_TTL_MS - 1;
    expect(cache.get('/app/admin', 'u1')).toEqual(forbidden);
    now += 1;
    expect(cache.get('/app/admin', 'u1')).toBeUndefined();
  });

  it('forgets everything when cleared', () => {
    const cache = createRouteCheckCache();
    cache.set('/app/dashboard', 'u1', allow);
    cache.clear();
    expect(cache.get('/app/dashboard', 'u1')).toBeUndefined();
  });
});
