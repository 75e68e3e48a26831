import type { Role } from './roles';

/**
 * Every permission named in spec §6 (sidebar group table and route permissions), with the module it
 * belongs to and an Italian description for the admin role × permission matrix.
 */
export const PERMISSION_CATALOG = {
  view_dashboard: { module: 'dashboard', description: 'Visualizzare la dashboard' },
  view_personnel: { module: 'personnel', description: 'Accedere al modulo Personale' },
  view_personnel_data: { module: 'recruiting', description: 'Accedere al modulo Recruiting' },
  view_recruiting: { module: 'personnel', description: 'Consultare schede del personale e recruiting' },
  manage_recruiting: { module: 'recruiting', description: 'Gestire candidati, annunci e colloqui' },
  manage_users: { module: 'personnel', description: 'Gestire dipartimenti e utenti' },
  manage_timesheets: { module: 'timesheet', description: 'Compilare timesheet e inviare richieste' },
  view_all_projects: { module: 'projects', description: 'Vedere tutti i progetti, CRM e bandi' },
  edit_project: { module: 'projects', description: 'Creare e modificare progetti, clienti e proposte' },
  view_products: { module: 'business_intelligence', description: 'Consultare prodotti e business intelligence' },
  view_reports: { module: 'business_intelligence', description: 'Consultare i report avanzati' },
  manage_contracts: { module: 'sales', description: 'Creare e modificare contratti' },
  view_all_invoices: { module: 'sales', description: 'Consultare le pre-fatture' },
  manage_invoices: { module: 'sales', description: 'Creare pre-fatture' },
  view_funding: { module: 'funding', description: 'Accedere ai bandi di finanziamento' },
  view_communications: { module: 'communications', description: 'Accedere alle comunicazioni' },
  publish_news: { module: 'communications', description: 'Pubblicare notizie e annunci' },
  view_documents: { module: 'documents', description: 'Accedere ai documenti' },
  view_compliance: { module: 'compliance', description: 'Accedere a certificazioni e governance' },
  view_ceo: { module: 'ceo', description: "Accedere all'area CEO" },
  view_engagement: { module: 'engagement', description: "Partecipare all'engagement" },
  manage_engagement_campaigns: { module: 'engagement', description: 'Amministrare campagne e premi' },
  view_help: { module: 'help', description: 'Accedere al centro assistenza' },
  view_system_health: { module: 'admin', description: 'Monitorare lo stato del sistema (self-healing)' },
  admin_access: { module: 'admin', description: 'Amministrare il portale' },
} as const satisfies Record<string, { module: string; description: string }>;

export type Permission = keyof typeof PERMISSION_CATALOG;
export const PERMISSIONS = Object.keys(PERMISSION_CATALOG) as Permission[];

/**
 * Default role → permission mapping seeded into the database (spec §6 leaves it open).
 * Admins hold everything; clients only what a customer of the company should see.
 */
export const DEFAULT_ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  manager: [
    'view_dashboard',
    'view_personnel',
    'view_personnel_data',
    'view_recruiting',
    'manage_recruiting',
    'manage_timesheets',
    'view_all_projects',
    'edit_project',
    'view_products',
    'view_reports',
    'manage_contracts',
    'view_all_invoices',
    'manage_invoices',
    'view_funding',
    'view_communications',
    'publish_news',
    'view_documents',
    'view_compliance',
    'view_engagement',
    'view_help',
  ],
  employee: [
    'view_dashboard',
    'view_personnel',
    'manage_timesheets',
    'view_communications',
    'view_documents',
    'view_engagement',
    'view_help',
  ],
  client: ['view_dashboard', 'view_documents', 'view_help'],
};

/** A permission requirement: one permission, or a list meaning any of them. */
export type PermissionRequirement = Permission | readonly Permission[];

/**
 * Who sees money (prices, totals, values, rates and costs) in every API answer: the holders of `view_all_invoices`
 * (administrators hold every permission). The projects module follows it for its billing rates, budgets in euros,
 * team rates and costs, and the values and costs derived from them; everyone else gets those fields left out by the
 * server (docs/timesheet.md, "Chi vede cosa"). The personnel module's own HR data (an employee's standard hourly
 * cost) stay with HR, under its own rules.
 */
export const VIEW_MONEY: Permission = 'view_all_invoices';

export function holdsPermission(
  held: ReadonlySet<string> | readonly string[],
  required: PermissionRequirement,
): boolean {
  const has = (p: string) => ('has' in held ? held.has(p) : held.includes(p));
  const anyOf: readonly string[] = typeof required === 'string' ? [required] : required;
  return anyOf.some(has);
}
