/** Italian texts shared by the admin pages: the sidebar group and the page titles (spec §2). */
export const ADMIN_TITLES = {
  group: 'Amministrazione',
  settings: 'Impostazioni',
  users: 'Utenti',
  featureFlags: 'Funzionalità',
  kpiTemplates: 'Modelli KPI',
  leaveSettings: 'Ferie e permessi',
  selfHealing: 'Self-healing',
  vmStatus: 'Stato del server',
  security: 'Sicurezza',
} as const;
