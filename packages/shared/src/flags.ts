/**
 * Feature flags of spec §6: the module flags and the other known flags, with the defaults seeded on
 * first start. Keys are the contract; display names and descriptions are Italian.
 */
export const FLAG_CATEGORIES = {
  modules: 'Moduli',
  auth: 'Autenticazione',
  features: 'Funzionalità',
  interface: 'Interfaccia',
  experimental: 'Sperimentali',
} as const;
export type FlagCategory = keyof typeof FLAG_CATEGORIES;

interface FlagDefinition {
  displayName: string;
  description: string;
  category: FlagCategory;
  enabled: boolean;
}

export const MODULE_FLAGS = {
  dashboard_module: {
    displayName: 'Dashboard',
    description: 'Dashboard personale',
    category: 'modules',
    enabled: true,
  },
  personnel_module: {
    displayName: 'Personale',
    description: 'Anagrafica, organigramma, competenze e valutazioni',
    category: 'modules',
    enabled: true,
  },
  timesheet_module: {
    displayName: 'Timesheet e progetti',
    description: 'Progetti, ore lavorate, ferie e permessi',
    category: 'modules',
    enabled: true,
  },
  sales_module: {
    displayName: 'Vendite',
    description: 'CRM, proposte, contratti e pre-fatture',
    category: 'modules',
    enabled: true,
  },
  business_intelligence_module: {
    displayName: 'Business intelligence',
    description: 'Report, case study e analisi di mercato',
    category: 'modules',
    enabled: true,
  },
  communications_module: {
    displayName: 'Comunicazioni',
    description: 'Forum, sondaggi, messaggi, eventi e news',
    category: 'modules',
    enabled: true,
  },
  document_manager_module: {
    displayName: 'Documenti',
    description: 'Archivio documentale',
    category: 'modules',
    enabled: true,
  },
  certifications_module: {
    displayName: 'Certificazioni',
    description: 'Certificazioni e readiness',
    category: 'modules',
    enabled: true,
  },
  ceo_module: {
    displayName: 'Area CEO',
    description: 'Cruscotto direzionale e assistente',
    category: 'modules',
    enabled: true,
  },
  governance_module: {
    displayName: 'Governance',
    description: 'Compliance, audit, policy e rischi',
    category: 'modules',
    enabled: true,
  },
  engagement_module: {
    displayName: 'Engagement',
    description: 'Punti, premi, classifica e campagne',
    category: 'modules',
    enabled: true,
  },
  recruiting_module: {
    displayName: 'Recruiting',
    description: 'Annunci, candidati, candidature e colloqui',
    category: 'modules',
    enabled: true,
  },
  funding_module: {
    displayName: 'Bandi',
    description: 'Bandi di finanziamento e rendicontazione',
    category: 'modules',
    enabled: true,
  },
  help_module: {
    displayName: 'Assistenza',
    description: 'Centro assistenza, FAQ e segnalazioni',
    category: 'modules',
    enabled: true,
  },
  security_dashboard: {
    displayName: 'Sicurezza',
    description: 'Cruscotto sicurezza per gli amministratori',
    category: 'modules',
    enabled: true,
  },
} as const satisfies Record<string, FlagDefinition>;

export const OTHER_FLAGS = {
  oauth_enabled: {
    displayName: 'Accesso OAuth',
    description: 'Consente l’accesso con provider esterni',
    category: 'auth',
    enabled: false,
  },
  google_auth: {
    displayName: 'Accesso con Google',
    description: 'Provider OAuth Google',
    category: 'auth',
    enabled: false,
  },
  microsoft_auth: {
    displayName: 'Accesso con Microsoft',
    description: 'Provider OAuth Microsoft',
    category: 'auth',
    enabled: false,
  },
  ceo_assistant: {
    displayName: 'Assistente CEO',
    description: "Assistente basato su IA nell'area CEO",
    category: 'features',
    enabled: true,
  },
  ai_resources: {
    displayName: 'Risorse IA',
    description: 'Funzioni basate su intelligenza artificiale',
    category: 'features',
    enabled: true,
  },
  project_analytics: {
    displayName: 'Analisi progetti',
    description: 'Statistiche avanzate sui progetti',
    category: 'features',
    enabled: true,
  },
  timesheet_approval: {
    displayName: 'Approvazione timesheet',
    description: 'Flusso di approvazione delle ore',
    category: 'features',
    enabled: true,
  },
  expense_tracking: {
    displayName: 'Note spese',
    description: 'Registrazione delle spese',
    category: 'features',
    enabled: true,
  },
  user_management: {
    displayName: 'Gestione utenti',
    description: 'Amministrazione degli utenti',
    category: 'features',
    enabled: true,
  },
  system_settings: {
    displayName: 'Impostazioni di sistema',
    description: 'Configurazione del portale',
    category: 'features',
    enabled: true,
  },
  audit_logs: {
    displayName: 'Registro attività',
    description: 'Registro delle operazioni rilevanti',
    category: 'features',
    enabled: true,
  },
  dark_mode: { displayName: 'Tema scuro', description: 'Consente il tema scuro', category: 'interface', enabled: true },
  notifications: { displayName: 'Notifiche', description: 'Notifiche in-app', category: 'interface', enabled: true },
  real_time_updates: {
    displayName: 'Aggiornamenti in tempo reale',
    description: 'Notifiche push senza ricaricare',
    category: 'interface',
    enabled: true,
  },
  beta_features: {
    displayName: 'Funzioni beta',
    description: 'Anteprima di nuove funzioni',
    category: 'experimental',
    enabled: false,
  },
  experimental_ui: {
    displayName: 'Interfaccia sperimentale',
    description: 'Componenti grafici in prova',
    category: 'experimental',
    enabled: false,
  },
  advanced_analytics: {
    displayName: 'Analisi avanzate',
    description: 'Report e grafici avanzati',
    category: 'features',
    enabled: true,
  },
} as const satisfies Record<string, FlagDefinition>;

export type ModuleFlag = keyof typeof MODULE_FLAGS;
export type KnownFlag = ModuleFlag | keyof typeof OTHER_FLAGS;
export const KNOWN_FLAGS: Record<KnownFlag, FlagDefinition> = { ...MODULE_FLAGS, ...OTHER_FLAGS };

/** Spec §6: OAuth login is usable only if oauth_enabled and at least one provider are on. */
export function isOAuthUsable(flags: Readonly<Record<string, boolean>>): boolean {
  return Boolean(flags.oauth_enabled && (flags.google_auth || flags.microsoft_auth));
}
