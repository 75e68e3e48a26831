// Contracts and pre-invoices (issue 18, docs/sales.md): plain values and Italian labels, no zod.

/** How a contract is paid: a fixed price, time and materials at the project's rates, or a recurring fee. */
export const SALES_CONTRACT_TYPES = ['a_corpo', 'tempo_materiali', 'canone'] as const;
export type SalesContractType = (typeof SALES_CONTRACT_TYPES)[number];
export const SALES_CONTRACT_TYPE_LABELS: Record<SalesContractType, string> = {
  a_corpo: 'A corpo',
  tempo_materiali: 'Tempo e materiali',
  canone: 'Canone',
};

/**
 * bozza (being negotiated) → attivo (signed) → concluso (ended at its end date without renewal) or disdetto
 * (terminated by notice). A renewing contract stays attivo and its end date moves on.
 */
export const SALES_CONTRACT_STATUSES = ['bozza', 'attivo', 'concluso', 'disdetto'] as const;
export type SalesContractStatus = (typeof SALES_CONTRACT_STATUSES)[number];
export const SALES_CONTRACT_STATUS_LABELS: Record<SalesContractStatus, string> = {
  bozza: 'Bozza',
  attivo: 'Attivo',
  concluso: 'Concluso',
  disdetto: 'Disdetto',
};

/** The fee's period of a `canone` contract, used to lay out its billing milestones. */
export const FEE_PERIODS = ['mensile', 'trimestrale', 'semestrale', 'annuale'] as const;
export type FeePeriod = (typeof FEE_PERIODS)[number];
export const FEE_PERIOD_LABELS: Record<FeePeriod, string> = {
  mensile: 'Mensile',
  trimestrale: 'Trimestrale',
  semestrale: 'Semestrale',
  annuale: 'Annuale',
};
export const FEE_PERIOD_MONTHS: Record<FeePeriod, number> = { mensile: 1, trimestrale: 3, semestrale: 6, annuale: 12 };

/** A billing milestone is to bill, on a pre-invoice (draft or approved), or billed (its pre-invoice invoiced). */
export const MILESTONE_STATUSES = ['da_fatturare', 'in_prefattura', 'fatturata'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];
export const MILESTONE_STATUS_LABELS: Record<MilestoneStatus, string> = {
  da_fatturare: 'Da fatturare',
  in_prefattura: 'In pre-fattura',
  fatturata: 'Fatturata',
};

/** Contract numbers restart every year: `C-2026/0007`. */
export const formatContractNumber = (year: number, seq: number) => `C-${year}/${String(seq).padStart(4, '0')}`;

/** Days before the end date (or the notice deadline) at which the contract's owner is reminded. */
export const CONTRACT_REMINDER_DAYS = [60, 30, 7] as const;
export const CONTRACT_TITLE_MAX = 200;
export const CONTRACT_NOTES_MAX = 10_000;
export const CONTRACT_MILESTONES_MAX = 120;
/** Contracts whose end (or notice deadline) falls within this many days count as expiring (dashboard). */
export const CONTRACT_EXPIRING_DAYS = 60;

export const CONTRACT_SORT_FIELDS = ['number', 'title', 'client', 'status', 'start_date', 'end_date', 'value'] as const;
export type ContractSortField = (typeof CONTRACT_SORT_FIELDS)[number];
export const CONTRACT_DEFAULT_SORT = '-number';

/**
 * bozza (editable) → approvata (checked, ready for the accountant; lines frozen) → fatturata (the accounting
 * system issued the real invoice: its number and date are recorded). A pre-invoice has no fiscal value and is never
 * sent to SDI by the portal.
 */
export const PRE_INVOICE_STATUSES = ['bozza', 'approvata', 'fatturata'] as const;
export type PreInvoiceStatus = (typeof PRE_INVOICE_STATUSES)[number];
export const PRE_INVOICE_STATUS_LABELS: Record<PreInvoiceStatus, string> = {
  bozza: 'Bozza',
  approvata: 'Approvata',
  fatturata: 'Fatturata',
};

/** Where a pre-invoice's lines came from. */
export const PRE_INVOICE_SOURCES = ['manuale', 'milestones', 'ore'] as const;
export type PreInvoiceSource = (typeof PRE_INVOICE_SOURCES)[number];
export const PRE_INVOICE_SOURCE_LABELS: Record<PreInvoiceSource, string> = {
  manuale: 'Inserita a mano',
  milestones: 'Dalle scadenze di fatturazione del contratto',
  ore: 'Dalle ore approvate del progetto',
};

export const PRE_INVOICE_TRANSITIONS = ['approve', 'invoice', 'reopen'] as const;
export type PreInvoiceTransition = (typeof PRE_INVOICE_TRANSITIONS)[number];
export const PRE_INVOICE_TRANSITION_FROM: Record<PreInvoiceTransition, readonly PreInvoiceStatus[]> = {
  approve: ['bozza'],
  invoice: ['approvata'],
  reopen: ['approvata'],
};

/** Pre-invoice numbers restart every year: `PF-2026/0003`. They are internal: the real invoice gets its own. */
export const formatPreInvoiceNumber = (year: number, seq: number) => `PF-${year}/${String(seq).padStart(4, '0')}`;

/** Said on every pre-invoice page and export: it is a draft for the accounting system, not an invoice. */
export const PRE_INVOICE_DISCLAIMER =
  'La pre-fattura non ha valore fiscale e non viene inviata al Sistema di Interscambio (SdI): è la bozza da cui la contabilità emette la fattura elettronica.';

export const PRE_INVOICE_SORT_FIELDS = ['number', 'client', 'status', 'issue_date', 'total'] as const;
export type PreInvoiceSortField = (typeof PRE_INVOICE_SORT_FIELDS)[number];
export const PRE_INVOICE_DEFAULT_SORT = '-number';
export const PRE_INVOICE_CAUSALE_MAX = 2_000;
export const INVOICE_NUMBER_MAX = 20;
