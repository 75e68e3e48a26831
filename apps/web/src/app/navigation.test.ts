import { DEFAULT_ROLE_PERMISSIONS, MODULE_FLAGS, type Role } from '@portale/shared';
import type { AnyRoute } from '@tanstack/react-router';
import { FileText, LayoutDashboard, Shield, Users } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import {
  entryIsActive,
  groupContainsPath,
  type NavGroup,
  type NavigationContext,
  visibleNavigation,
} from '@/platform/navigation/navigation';
import { collectRouteAccess, type RouteAccess, routeAccessOf } from '@/platform/navigation/route-access';
import { createAppRouter } from './router';
import { sidebarModules } from './sidebar-modules';

const ALL_ON = Object.fromEntries(Object.keys(MODULE_FLAGS).map((flag) => [flag, true]));

/** Fake pages: what their route files would declare. Paths are cast: these routes do not exist yet. */
const ROUTES: Record<string, RouteAccess> = {
  '/app/dashboard': collectRouteAccess([{ title: '', requiresAuth: true, requiredPermission: 'view_dashboard' }]),
  '/app/personnel/admin': collectRouteAccess([{ title: '', requiredPermission: 'admin_access' }]),
  '/app/personnel/orgchart': collectRouteAccess([{ title: '', requiredPermission: 'view_personnel' }]),
  '/app/communications/hr-knowledge-base': collectRouteAccess([{ title: '' }]),
  '/app/communications/news': collectRouteAccess([{ title: '' }]),
  '/app/admin/users': collectRouteAccess([{ title: '', requiredPermission: 'admin_access' }]),
  '/app/admin/security': collectRouteAccess([{ title: '', requiredPermission: 'admin_access' }]),
};

const group = (g: Omit<NavGroup, 'entries'> & { entries: { label: string; to: string; [k: string]: unknown }[] }) =>
  g as NavGroup;

const REGISTRY: NavGroup[] = [
  group({
    id: 'dashboard',
    label: 'Dashboard',
    icon: LayoutDashboard,
    requiredPermission: 'view_dashboard',
    requiresFeature: 'dashboard_module',
    entries: [{ label: 'Panoramica', to: '/app/dashboard' }],
  }),
  group({
    id: 'personnel',
    label: 'Personale',
    icon: Users,
    requiredPermission: 'view_personnel',
    requiresFeature: 'personnel_module',
    entries: [
      { label: 'Gestione', to: '/app/personnel/admin', adminOnly: true },
      { label: 'Organigramma', to: '/app/personnel/orgchart' },
    ],
  }),
  group({
    id: 'communications',
    label: 'Comunicazioni',
    icon: FileText,
    requiredPermission: 'view_communications',
    requiresFeature: 'communications_module',
    entries: [
      { label: 'News', to: '/app/communications/news' },
      { label: 'HR Knowledge Base', to: '/app/communications/hr-knowledge-base', adminOnly: true },
      { label: 'Inesistente', to: '/app/communications/missing' },
    ],
  }),
  group({
    id: 'admin',
    label: 'Amministrazione',
    icon: Shield,
    requiredPermission: 'admin_access',
    entries: [
      { label: 'Utenti', to: '/app/admin/users' },
      { label: 'Sicurezza', to: '/app/admin/security', requiresFeature: 'security_dashboard' },
    ],
  }),
];

function ctxFor(role: Role, flags: Record<string, boolean> = ALL_ON, flagsFailed = false): NavigationContext {
  return {
    role,
    permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
    flags,
    flagsFailed,
    routeAccess: (to) => ROUTES[to] ?? null,
  };
}

const shape = (groups: NavGroup[]) => groups.map((g) => `${g.id}: ${g.entries.map((e) => e.label).join(', ')}`);

describe('sidebar visibility (spec §6)', () => {
  it('admin sees every group, admin-only items and the Security item', () => {
    expect(shape(visibleNavigation(REGISTRY, ctxFor('admin')))).toEqual([
      'dashboard: Panoramica',
      'personnel: Gestione, Organigramma',
      'communications: News, HR Knowledge Base',
      'admin: Utenti, Sicurezza',
    ]);
  });

  it('manager holds view_personnel but not the admin-only items nor communications', () => {
    expect(shape(visibleNavigation(REGISTRY, ctxFor('manager')))).toEqual([
      'dashboard: Panoramica',
      'personnel: Organigramma',
      'communications: News',
    ]);
  });

  it('employee sees their modules without admin-only items or the admin group', () => {
    expect(shape(visibleNavigation(REGISTRY, ctxFor('employee')))).toEqual([
      'dashboard: Panoramica',
      'personnel: Organigramma',
      'communications: News',
    ]);
  });

  it('client sees only the dashboard', () => {
    expect(shape(visibleNavigation(REGISTRY, ctxFor('client')))).toEqual(['dashboard: Panoramica']);
  });

  it('hides a group whose module flag is off', () => {
    const flags = { ...ALL_ON, personnel_module: false, dashboard_module: false };
    expect(shape(visibleNavigation(REGISTRY, ctxFor('employee', flags)))).toEqual(['communications: News']);
  });

  it('hides the Security item without the security_dashboard flag', () => {
    const flags = { ...ALL_ON, security_dashboard: false };
    expect(shape(visibleNavigation(REGISTRY, ctxFor('admin', flags))).at(-1)).toBe('admin: Utenti');
  });

  it('shows flagged groups when flag initialisation failed (as the guard allows them)', () => {
    expect(shape(visibleNavigation(REGISTRY, ctxFor('client', {}, true)))).toEqual(['dashboard: Panoramica']);
    expect(visibleNavigation(REGISTRY, ctxFor('client', {}, false))).toEqual([]);
  });

  it('shows pages for client accounts to client accounts only, dropping the group for everyone else', () => {
    const portal = group({
      id: 'portal',
      label: 'Area clienti',
      icon: Users,
      entries: [{ label: 'Offerte', to: '/app/portal/offers' }],
    });
    const routeAccess = (to: string) =>
      to === '/app/portal/offers' ? collectRouteAccess([{ title: '', requiresClientAccount: true }]) : null;
    expect(shape(visibleNavigation([portal], { ...ctxFor('client'), routeAccess }))).toEqual(['portal: Offerte']);
    for (const role of ['admin', 'manager', 'employee'] as const)
      expect(visibleNavigation([portal], { ...ctxFor(role), routeAccess })).toEqual([]);
  });

  it('drops entries whose route does not exist, and groups left empty', () => {
    const onlyMissing = group({
      id: 'x',
      label: 'X',
      icon: Users,
      entries: [{ label: 'Nessuna pagina', to: '/app/nowhere' }],
    });
    expect(visibleNavigation([onlyMissing], ctxFor('admin'))).toEqual([]);
  });

  it("applies the route's own permission even when the group's is held", () => {
    const ctx = { ...ctxFor('admin'), permissions: ['admin_access', 'view_personnel'] };
    expect(shape(visibleNavigation(REGISTRY, ctx))).toContain('personnel: Gestione, Organigramma');
    const noAdmin = { ...ctxFor('admin'), permissions: ['view_personnel'] };
    expect(shape(visibleNavigation(REGISTRY, noAdmin))).toEqual(['personnel: Organigramma']);
  });

  it('knows which group holds the current page', () => {
    const personnel = REGISTRY[1]!;
    expect(groupContainsPath(personnel, '/app/personnel/orgchart')).toBe(true);
    expect(groupContainsPath(personnel, '/app/personnel/orgchart/42')).toBe(true);
    expect(groupContainsPath(personnel, '/app/personnel-other')).toBe(false);
  });
});

describe('the active entry', () => {
  it('marks a module dashboard at the group root active on its own page only', () => {
    const dashboard = { to: '/app/documents', exact: true };
    expect(entryIsActive('/app/documents', dashboard)).toBe(true);
    expect(entryIsActive('/app/documents/', dashboard)).toBe(true);
    expect(entryIsActive('/app/documents/list', dashboard)).toBe(false);
    expect(entryIsActive('/app/documents/list', { to: '/app/documents/list' })).toBe(true);
    expect(entryIsActive('/app/projects/42', { to: '/app/projects' })).toBe(true);
  });
});

describe('the real sidebar registry', () => {
  const router = createAppRouter();
  const routesByPath = router.routesByPath as unknown as Record<string, AnyRoute>;
  const real = (role: Role, flags: Record<string, boolean> = ALL_ON) =>
    shape(
      visibleNavigation(sidebarModules, {
        ...ctxFor(role, flags),
        routeAccess: (to) => routeAccessOf(routesByPath, to),
      }),
    );

  it('reads the page requirements from the route files', () => {
    expect(routeAccessOf(routesByPath, '/app/dashboard')).toEqual({
      requiresAuth: true,
      permissions: ['view_dashboard'],
      features: ['dashboard_module'],
      requiresClientAccount: false,
    });
    expect(routeAccessOf(routesByPath, '/app/nowhere')).toBeNull();
  });

  const ADMIN_GROUP =
    'admin: Impostazioni, Utenti, Funzionalità, Modelli KPI, Ferie e permessi, Self-healing, Stato del server, Sicurezza';

  const TIMESHEET_ALL =
    'timesheet: Dashboard ore, Inserimento ore, Progetti, Reportistica, Ferie e permessi, Foglio presenze';

  // Spec §6: personnel 'Gestione' is for the admin role only.
  it('admin sees the dashboard, the whole personnel and timesheet groups, every admin page and the design system', () => {
    expect(real('admin')).toEqual([
      'dashboard: Panoramica',
      'personnel: Gestione, Inquadramenti, Valutazioni',
      TIMESHEET_ALL,
      'documents: Dashboard documenti, Elenco documenti, Ricerca documenti',
      'sales: Dashboard CRM, Clienti, Contatti, Contratti, Proposte, Pre-fatture',
      ADMIN_GROUP,
      'design-system: Componenti',
    ]);
  });

  it('the admin Security item needs the security_dashboard flag as well (spec §6)', () => {
    expect(real('admin', { ...ALL_ON, security_dashboard: false })).toContain(
      'admin: Impostazioni, Utenti, Funzionalità, Modelli KPI, Ferie e permessi, Self-healing, Stato del server',
    );
  });

  // Spec §6: 'Reportistica' is for the admin role only; the projects list needs view_all_projects.
  it('manager sees the timesheet group without Reportistica, never the admin group', () => {
    expect(real('manager')).toEqual([
      'dashboard: Panoramica',
      'personnel: Inquadramenti, Valutazioni',
      'timesheet: Dashboard ore, Inserimento ore, Progetti, Ferie e permessi',
      'documents: Dashboard documenti, Elenco documenti, Ricerca documenti',
      'sales: Dashboard CRM, Clienti, Contatti, Contratti, Proposte, Pre-fatture',
    ]);
  });

  it('employee sees the grid and the requests only, never the admin group', () => {
    expect(real('employee')).toEqual([
      'dashboard: Panoramica',
      'personnel: Inquadramenti, Valutazioni',
      'timesheet: Inserimento ore, Ferie e permessi',
      'documents: Dashboard documenti, Elenco documenti, Ricerca documenti',
    ]);
  });

  // Issue 15: the design system is a developer's tool, for administrators only.
  // Spec §6: clients hold view_documents (their company's shared folders), never the design system.
  // Issue 18: the client portal's group, right under the dashboard, for client accounts with the sales module on.
  it('client sees the dashboard, the client area and the documents only, not the design system', () => {
    expect(real('client')).toEqual([
      'dashboard: Panoramica',
      'client-portal: Panoramica, Offerte, Progetti, Contratti, Pre-fatture',
      'documents: Dashboard documenti, Elenco documenti, Ricerca documenti',
    ]);
    expect(real('client', { ...ALL_ON, sales_module: false })).not.toContainEqual(
      expect.stringMatching(/^client-portal:/),
    );
  });

  it('the client area is for client accounts only, whatever staff hold', () => {
    for (const role of ['admin', 'manager', 'employee'] as const)
      expect(real(role).some((group) => group.startsWith('client-portal:'))).toBe(false);
  });

  it('a module disappears with its flag off', () => {
    expect(
      real('employee', {
        ...ALL_ON,
        dashboard_module: false,
        personnel_module: false,
        timesheet_module: false,
        document_manager_module: false,
      }),
    ).toEqual([]);
  });

  // Spec §6: the Sales group needs view_all_projects and the sales_module flag.
  it('the Sales group is for view_all_projects with the sales module on', () => {
    expect(real('manager', { ...ALL_ON, sales_module: false }).some((group) => group.startsWith('sales:'))).toBe(false);
    expect(real('employee').some((group) => group.startsWith('sales:'))).toBe(false);
    expect(real('client').some((group) => group.startsWith('sales:'))).toBe(false);
  });

  // Issue 18: the pre-invoices' pages need view_all_invoices, declared by their route.
  it('shows Pre-fatture in the Sales group only with view_all_invoices', () => {
    const withoutInvoices = shape(
      visibleNavigation(sidebarModules, {
        ...ctxFor('manager'),
        permissions: DEFAULT_ROLE_PERMISSIONS.manager.filter((p) => p !== 'view_all_invoices'),
        routeAccess: (to) => routeAccessOf(routesByPath, to),
      }),
    );
    expect(withoutInvoices).toContain('sales: Dashboard CRM, Clienti, Contatti, Contratti, Proposte');
  });
});
