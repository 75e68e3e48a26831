// The personnel module's access rules (spec §6), shared by its areas' route files.

/** Reading the personnel area: its sidebar group needs view_personnel, spec §6 gives personnel pages to view_recruiting. */
export const ON_PERSONNEL = {
  permission: ['view_personnel', 'view_recruiting'],
  feature: 'personnel_module',
} as const;

/** Staffing views across people (allocation): managers and HR. */
export const STAFFING = { permission: 'view_recruiting', feature: 'personnel_module' } as const;

/** HR: departments, sensitive data, skills catalogue, review cycles (spec §6: manage_users). */
export const HR = { permission: 'manage_users', feature: 'personnel_module' } as const;

/** Personnel administration, 'Gestione' (spec §6: admin_access). */
export const PERSONNEL_ADMIN = { permission: 'admin_access', feature: 'personnel_module' } as const;
