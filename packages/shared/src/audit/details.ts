import { plural } from '../format';
/** Italian names of the kinds of object an audit entry is about (`target_type`). */
export const AUDIT_TARGET_TYPES: Record<string, string> = {
  user: 'Utente',
  employee: 'Dipendente',
  role: 'Ruolo',
  session: 'Sessione',
  tenant_config: 'Configurazione',
  feature_flag: 'Funzionalità',
  kpi_template: 'Modello KPI',
  leave_type: 'Tipo di assenza',
  leave_request: 'Richiesta di assenza',
  closure: 'Chiusura aziendale',
  work_location: 'Sede di lavoro',
  ccnl_contract: 'Contratto collettivo',
  ccnl_level: 'Livello contrattuale',
  department: 'Reparto',
  review_cycle: 'Ciclo di valutazione',
  performance_review: 'Valutazione',
  skill: 'Competenza',
  skill_category: 'Categoria di competenze',
  project: 'Progetto',
  timesheet_week: 'Settimana del foglio ore',
  timesheet_analytics: 'Analisi delle ore',
  contact_message: 'Messaggio dal sito',
  self_healing_pattern: 'Errore ricorrente',
  self_healing_session: 'Sessione di correzione',
  contract: 'Contratto',
  proposal: 'Offerta',
  pipeline: 'Pipeline di vendita',
  pre_invoice: 'Pre-fattura',
};

/** Italian names of the fields audit details carry; a field not listed shows by its key. */
export const AUDIT_FIELD_LABELS: Record<string, string> = {
  name: 'Nome',
  title: 'Titolo',
  code: 'Codice',
  description: 'Descrizione',
  username: 'Nome utente',
  usernames: 'Nomi utente',
  users: 'Utenti',
  email: 'E-mail',
  first_name: 'Nome',
  last_name: 'Cognome',
  phone: 'Telefono',
  address: 'Indirizzo',
  role: 'Ruolo',
  status: 'Stato',
  type: 'Tipo',
  comment: 'Commento',
  count: 'Numero',
  created: 'Creati',
  skipped: 'Saltati',
  added: 'Aggiunti',
  removed: 'Tolti',
  codes: 'Codici',
  fields: 'Campi',
  filename: 'File',
  feature_key: 'Chiave',
  is_enabled: 'Attiva',
  was_enabled: 'Era attiva',
  enabled: 'Attiva',
  week_start: 'Settimana dal',
  minutes: 'Minuti',
  hours: 'Ore',
  days: 'Giorni',
  start_date: 'Dal',
  end_date: 'Al',
  date: 'Data',
  year: 'Anno',
  manager_id: 'Responsabile',
  department_id: 'Reparto',
  parent_id: 'Reparto superiore',
  color: 'Colore',
  budget_cents: 'Budget',
  hourly_rate_cents: 'Tariffa oraria',
  priority: 'Priorità',
  client_name: 'Cliente',
  value_cents: 'Valore (centesimi)',
  fee_period: 'Periodicità del canone',
  auto_renew: 'Rinnovo automatico',
  renewal_months: 'Mesi di rinnovo',
  notice_days: 'Giorni di preavviso',
  signed_on: 'Firmato il',
  terminated_on: 'Disdetto il',
  milestones: 'Scadenze',
  client_company_id: 'Cliente',
  number: 'Numero',
  invoice_number: 'Numero della fattura',
  invoice_date: 'Data della fattura',
  issue_date: 'Data',
  due_date: 'Scadenza',
  causale: 'Causale',
  total_cents: 'Totale (centesimi)',
  lines: 'Righe',
  split_payment: 'Scissione dei pagamenti',
  charge_stamp_duty: 'Bollo addebitato al cliente',
  withholding: 'Ritenuta',
  freed_milestones: 'Scadenze liberate',
  period_from: 'Periodo dal',
  period_to: 'Periodo al',
  format: 'Formato',
  category: 'Categoria',
  level: 'Livello',
  cnel_code: 'Codice CNEL',
  size_bytes: 'Dimensione (byte)',
  mime_type: 'Formato',
  delivered: 'Consegnata',
  previous_status: 'Stato precedente',
  termination_date: 'Data di cessazione',
  rehashed: 'Hash aggiornato',
  email_taken: 'E-mail già in uso',
  revoked: 'Sessioni terminate',
  sessions_revoked: 'Sessioni terminate',
  variant: 'Variante',
  'company.name': 'Ragione sociale',
  'company.tagline': 'Slogan',
  'company.description': 'Descrizione',
  'company.email': 'E-mail',
  'company.phone': 'Telefono',
  'company.address': 'Sede',
  'company.vat_number': 'Partita IVA',
  'company.logo_primary_url': 'Logo principale',
  'company.logo_transparent_url': 'Logo trasparente',
  'public_site.mode': 'Modalità del sito pubblico',
  'public_site.features': 'Sezioni del sito pubblico',
  'public_site.navigation_by_mode': 'Menu del sito pubblico',
  'public_site.navigation_labels': 'Voci del menu',
  'security.registration_enabled': 'Registrazione aperta',
  'security.session_idle_minutes': 'Disconnessione per inattività (minuti)',
  'security.session_absolute_hours': 'Durata massima della sessione (ore)',
  'monitoring.auto_error_submission': 'Invio automatico degli errori',
  'invoicing.tax_code': 'Codice fiscale',
  'invoicing.regime_fiscale': 'Regime fiscale',
  'invoicing.socio_unico': 'Socio unico',
  'invoicing.stato_liquidazione': 'Stato di liquidazione',
  'invoicing.address': 'Sede per la fattura elettronica',
  'invoicing.iban': 'IBAN',
  'invoicing.bank_name': 'Banca',
  'invoicing.payment_days': 'Giorni per il pagamento',
  'content.about': 'Chi siamo',
  'content.services': 'Servizi',
  'content.products': 'Prodotti',
  'content.legal': 'Testi legali',
};

/** Fields whose values are secrets: the server never writes them into an audit row. */
const SECRET_FIELD = /password|passwd|secret|token|api_?key|_hash$/i;

export function isSecretAuditField(key: string): boolean {
  return SECRET_FIELD.test(key);
}

export function auditFieldLabel(key: string): string {
  return AUDIT_FIELD_LABELS[key] ?? AUDIT_FIELD_LABELS[key.slice(key.lastIndexOf('.') + 1)] ?? key;
}

/** One line of an entry's details: a changed field (`from` → `to`) or a plain fact (`value`). */
export type AuditDetailLine =
  | { kind: 'change'; label: string; from: string; to: string }
  | { kind: 'fact'; label: string; value: string };

export const AUDIT_EMPTY_VALUE = '(vuoto)';

/** A value as a person reads it: yes/no, lists joined, long structures summarised rather than dumped. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return AUDIT_EMPTY_VALUE;
  if (typeof value === 'boolean') return value ? 'sì' : 'no';
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string' || typeof v === 'number'))
      return value.join(', ') || AUDIT_EMPTY_VALUE;
    return plural(value.length, { one: '{n} elemento', other: '{n} elementi' });
  }
  return 'modificato';
}

/** Details that only identify records already shown elsewhere in the row. */
const HIDDEN_FACT = /(^|_)id$|_ids$/;

/**
 * An entry's details as lines to read: each changed field as old → new (`changes`, or a `from`/`to` pair), then
 * the other facts it recorded. Secrets are never shown, whatever an old row may hold.
 */
export function auditDetailLines(details: Record<string, unknown>): AuditDetailLine[] {
  const lines: AuditDetailLine[] = [];
  const { changes, from, to, ...facts } = details;
  if (changes && typeof changes === 'object' && !Array.isArray(changes)) {
    for (const [key, change] of Object.entries(changes as Record<string, { from?: unknown; to?: unknown }>)) {
      if (isSecretAuditField(key)) continue;
      lines.push({
        kind: 'change',
        label: auditFieldLabel(key),
        from: auditValueText(change?.from),
        to: auditValueText(change?.to),
      });
    }
  }
  if ('from' in details || 'to' in details) {
    lines.push({ kind: 'change', label: 'Cambio', from: auditValueText(from), to: auditValueText(to) });
  }
  for (const [key, value] of Object.entries(facts)) {
    if (isSecretAuditField(key) || HIDDEN_FACT.test(key)) continue;
    if (key === 'fields' && Array.isArray(value)) {
      lines.push({
        kind: 'fact',
        label: 'Campi modificati',
        value: value.map((k) => auditFieldLabel(String(k))).join(', '),
      });
      continue;
    }
    lines.push({ kind: 'fact', label: auditFieldLabel(key), value: auditValueText(value) });
  }
  return lines;
}

/** The details in one line, for the CSV export and tooltips. */
export function auditDetailsText(details: Record<string, unknown>): string {
  return auditDetailLines(details)
    .map((line) =>
      line.kind === 'change' ? `${line.label}: ${line.from} → ${line.to}` : `${line.label}: ${line.value}`,
    )
    .join(' · ');
}
