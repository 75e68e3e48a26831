import { PRE_INVOICE_STATUS_LABELS, type PreInvoiceStatus } from '@portale/shared';

// The pre-invoices' Italian messages that more than one file uses.
export const PRE_INVOICE_MESSAGES = {
  notFound: 'Pre-fattura non trovata',
  stale:
    'La pre-fattura è stata modificata da qualcun altro nel frattempo: ricarica la pagina per vedere la versione aggiornata',
  clientNotFound: 'Cliente non trovato',
  clientArchived: 'Il cliente è archiviato: ripristinalo per fatturargli',
  contractNotFound: 'Contratto non trovato',
  projectNotFound: 'Progetto non trovato',
  noProjects: 'Il modulo dei progetti non è attivo: le ore non si possono fatturare',
  onlyDraftDeleted: 'Si elimina solo una pre-fattura in bozza: riaprila prima, se è approvata',
  invalid: 'Alcuni campi non sono validi',
} as const;

/** An edit of a pre-invoice that is no longer a draft. */
export const notEditable = (status: PreInvoiceStatus) =>
  status === 'approvata'
    ? 'La pre-fattura è approvata: riaprila per modificarla'
    : 'La pre-fattura è già fatturata: non si modifica più';

/** A transition the current status does not allow. */
export const transitionRefused = (status: PreInvoiceStatus) =>
  `Operazione non possibile: la pre-fattura è in stato «${PRE_INVOICE_STATUS_LABELS[status]}»`;
