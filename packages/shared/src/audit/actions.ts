import { z } from 'zod';

/**
 * Every action the server records in the audit log, with its Italian label. `audit()`/`audited()` take an
 * `AuditAction`, so the compiler refuses an action that is not listed here: a new action gets its label (and its
 * place in the log's filter) in the same change that starts writing it.
 */
export const AUDIT_AREAS = {
  auth: 'Accessi e autenticazione',
  attachment: 'Allegati',
  user: 'Utenti',
  role: 'Ruoli e permessi',
  session: 'Sessioni',
  config: 'Configurazione',
  feature_flag: 'Funzionalità',
  system: 'Sistema',
  kpi_template: 'Modelli KPI',
  leave_type: 'Tipi di assenza',
  closure: 'Chiusure aziendali',
  work_location: 'Sedi di lavoro',
  ccnl: 'Contratti collettivi',
  department: 'Reparti',
  personnel: 'Personale',
  performance: 'Valutazioni delle prestazioni',
  skills: 'Competenze',
  project: 'Progetti',
  timesheet: 'Fogli ore',
  leave_request: 'Richieste di assenza',
  leave_balance: 'Saldi di ferie e permessi',
  contact_message: 'Messaggi dal sito',
  notification: 'Notifiche',
  self_healing: 'Auto-riparazione',
  document: 'Documenti',
  client: 'Clienti',
  contact: 'Contatti dei clienti',
  contract: 'Contratti',
  seed: 'Dati dimostrativi',
} as const;
export type AuditArea = keyof typeof AUDIT_AREAS;

export const AUDIT_ACTIONS = {
  'attachment.uploaded': 'Allegato caricato',
  'attachment.deleted': 'Allegato eliminato',
  'attachment.restored': 'Allegato ripristinato',
  'attachment.downloaded': 'Allegato riservato scaricato',
  'auth.login': 'Accesso',
  'auth.login_failed': 'Accesso non riuscito',
  'auth.logout': 'Uscita',
  'auth.register': 'Registrazione',
  'auth.register_existing': 'Registrazione con un indirizzo già in uso',
  'auth.password_changed': 'Password cambiata',
  'auth.password_reset': 'Password reimpostata',
  'auth.account_activated': 'Account attivato',
  'user.created': 'Utente creato',
  'user.admin_created': 'Utente creato da un amministratore',
  'user.profile_updated': 'Profilo aggiornato',
  'user.avatar_updated': 'Immagine del profilo aggiornata',
  'user.avatar_removed': 'Immagine del profilo rimossa',
  'user.role_changed': 'Ruolo cambiato',
  'user.status_changed': 'Stato dell’utente cambiato',
  'user.sessions_revoked': 'Sessioni dell’utente terminate',
  'user.password_reset_issued': 'Link di reimpostazione password creato',
  'role.permissions_updated': 'Permessi del ruolo aggiornati',
  'session.revoked': 'Sessione terminata',
  'config.updated': 'Configurazione aggiornata',
  'config.logo_uploaded': 'Logo caricato',
  'config.logo_removed': 'Logo rimosso',
  'feature_flag.created': 'Funzionalità creata',
  'feature_flag.updated': 'Funzionalità modificata',
  'feature_flag.deleted': 'Funzionalità eliminata',
  'system.smtp_test': 'E-mail di prova inviata',
  'kpi_template.created': 'Modello KPI creato',
  'kpi_template.updated': 'Modello KPI modificato',
  'kpi_template.deleted': 'Modello KPI eliminato',
  'leave_type.created': 'Tipo di assenza creato',
  'leave_type.updated': 'Tipo di assenza modificato',
  'leave_type.deleted': 'Tipo di assenza eliminato',
  'leave_type.defaults_loaded': 'Tipi di assenza predefiniti caricati',
  'closure.created': 'Chiusura aziendale creata',
  'closure.updated': 'Chiusura aziendale modificata',
  'closure.deleted': 'Chiusura aziendale eliminata',
  'work_location.created': 'Sede di lavoro creata',
  'work_location.updated': 'Sede di lavoro modificata',
  'work_location.deleted': 'Sede di lavoro eliminata',
  'ccnl.contract_created': 'Contratto collettivo creato',
  'ccnl.contract_updated': 'Contratto collettivo modificato',
  'ccnl.contract_deleted': 'Contratto collettivo eliminato',
  'ccnl.level_created': 'Livello contrattuale creato',
  'ccnl.level_updated': 'Livello contrattuale modificato',
  'ccnl.level_deleted': 'Livello contrattuale eliminato',
  'department.created': 'Reparto creato',
  'department.updated': 'Reparto modificato',
  'department.deleted': 'Reparto eliminato',
  'department.members_added': 'Persone aggiunte al reparto',
  'department.member_removed': 'Persona tolta dal reparto',
  'personnel.employee_created': 'Scheda del dipendente creata',
  'personnel.employee_updated': 'Scheda del dipendente modificata',
  'personnel.employee_self_updated': 'Dati personali modificati dal dipendente',
  'personnel.employee_deactivated': 'Dipendente disattivato',
  'personnel.employee_reactivated': 'Dipendente riattivato',
  'personnel.employees_exported': 'Elenco del personale esportato',
  'personnel.employees_imported': 'Personale importato',
  'personnel.private_read': 'Dati riservati consultati',
  'performance.cycle_created': 'Ciclo di valutazione creato',
  'performance.cycle_updated': 'Ciclo di valutazione modificato',
  'performance.cycle_deleted': 'Ciclo di valutazione eliminato',
  'performance.participants_added': 'Partecipanti aggiunti al ciclo',
  'performance.self_review_started': 'Autovalutazione iniziata',
  'performance.self_review_submitted': 'Autovalutazione inviata',
  'performance.review_completed': 'Valutazione completata',
  'performance.review_reopened': 'Valutazione riaperta',
  'performance.review_removed': 'Valutazione rimossa dal ciclo',
  'skills.category_created': 'Categoria di competenze creata',
  'skills.category_updated': 'Categoria di competenze modificata',
  'skills.category_deleted': 'Categoria di competenze eliminata',
  'skills.skill_created': 'Competenza creata',
  'skills.skill_updated': 'Competenza modificata',
  'skills.skill_deleted': 'Competenza eliminata',
  'skills.self_assessed': 'Autovalutazione di una competenza',
  'skills.validated': 'Competenza convalidata',
  'skills.removed': 'Competenza tolta a una persona',
  'skills.target_set': 'Obiettivo di competenza fissato',
  'skills.target_removed': 'Obiettivo di competenza rimosso',
  'project.created': 'Progetto creato',
  'project.updated': 'Progetto modificato',
  'project.deleted': 'Progetto eliminato',
  'project.restored': 'Progetto ripristinato',
  'project.members_updated': 'Squadra del progetto modificata',
  'timesheet.submitted': 'Settimana inviata per l’approvazione',
  'timesheet.approved': 'Settimana approvata',
  'timesheet.rejected': 'Settimana rifiutata',
  'timesheet.reopened': 'Settimana riaperta',
  'timesheet.analytics_exported': 'Analisi delle ore esportata',
  'timesheet.attendance_sheet_exported': 'Foglio presenze esportato',
  'leave_request.created': 'Richiesta di assenza creata',
  'leave_request.approved': 'Richiesta di assenza approvata',
  'leave_request.rejected': 'Richiesta di assenza rifiutata',
  'leave_request.cancelled': 'Richiesta di assenza annullata',
  'leave_balance.adjusted': 'Saldo di ferie e permessi rettificato',
  'contact_message.status_changed': 'Stato di un messaggio dal sito cambiato',
  'notification.sent': 'Notifica inviata',
  'self_healing.pattern_analyzed': 'Errore ricorrente analizzato',
  'self_healing.pattern_status_changed': 'Stato di un errore ricorrente cambiato',
  'self_healing.prompt_generated': 'Istruzioni di correzione generate',
  'self_healing.session_completed': 'Sessione di correzione completata',
  'document.created': 'Documento caricato',
  'document.updated': 'Documento modificato',
  'document.deleted': 'Documento spostato nel cestino',
  'document.restored': 'Documento ripristinato dal cestino',
  'document.purged': 'Documento eliminato definitivamente',
  'document.version_added': 'Nuova versione di un documento',
  'document.version_restored': 'Versione precedente di un documento ripristinata',
  'document.checked_out': 'Documento bloccato per modifica',
  'document.checked_in': 'Blocco di un documento rilasciato',
  'document.access_updated': 'Accesso a un documento modificato',
  'document.downloaded': 'Documento riservato scaricato',
  'document.bulk_updated': 'Documenti modificati in blocco',
  'document.folder_created': 'Cartella di documenti creata',
  'document.folder_updated': 'Cartella di documenti modificata',
  'document.folder_deleted': 'Cartella di documenti eliminata',
  'document.folder_access_updated': 'Accesso a una cartella di documenti modificato',
  'client.created': 'Cliente creato',
  'client.updated': 'Cliente modificato',
  'client.archived': 'Cliente archiviato',
  'client.restored': 'Cliente ripristinato dall’archivio',
  'client.deleted': 'Cliente eliminato',
  'client.merged': 'Clienti duplicati uniti',
  'client.imported': 'Clienti importati da CSV',
  'client.exported': 'Clienti esportati in CSV',
  'contact.created': 'Contatto creato',
  'contact.updated': 'Contatto modificato',
  'contact.deleted': 'Contatto eliminato',
  'contract.created': 'Contratto creato',
  'contract.updated': 'Contratto modificato',
  'contract.deleted': 'Contratto eliminato',
  'contract.activated': 'Contratto attivato',
  'contract.terminated': 'Disdetta di un contratto registrata',
  'contract.concluded': 'Contratto concluso',
  'contract.renewed': 'Contratto rinnovato automaticamente',
  'contract.milestones_updated': 'Scadenze di fatturazione di un contratto modificate',
  'contract.milestones_generated': 'Scadenze del canone di un contratto generate',
  'contract.project_linked': 'Progetto collegato a un contratto',
  'contract.project_unlinked': 'Progetto scollegato da un contratto',
  'seed.demo': 'Dati dimostrativi caricati',
} as const satisfies Record<`${AuditArea}.${string}`, string>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, value);
}

export function isAuditArea(value: string): value is AuditArea {
  return Object.hasOwn(AUDIT_AREAS, value);
}

export function auditAreaOf(action: AuditAction): AuditArea {
  return action.slice(0, action.indexOf('.')) as AuditArea;
}

/** The log's action filter: one action, or a whole area (`auth` finds every `auth.*` action). */
export const AuditActionFilter = z
  .string()
  .trim()
  .refine((value) => isAuditAction(value) || isAuditArea(value), 'Azione non riconosciuta');

/** The areas in display order, each with its actions: the filter's option groups. */
export function auditActionGroups(): {
  area: AuditArea;
  label: string;
  actions: { value: AuditAction; label: string }[];
}[] {
  return (Object.keys(AUDIT_AREAS) as AuditArea[]).map((area) => ({
    area,
    label: AUDIT_AREAS[area],
    actions: AUDIT_ACTION_KEYS.filter((action) => auditAreaOf(action) === area).map((value) => ({
      value,
      label: AUDIT_ACTIONS[value],
    })),
  }));
}
