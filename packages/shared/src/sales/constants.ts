// The sales module's plain values and Italian labels (issue 18), without zod: the web app's pages and URL parsers
// import them without pulling the schemas (docs/benchmarks.md, "What keeps the weight down").

import type { Permission } from '../permissions';

/**
 * Who reads a contact's marketing consent (GDPR): the people who work the clients. Anyone else reaching a contact
 * (a reader with view_all_projects only, later the client portal) gets it left out by the server.
 */
export const VIEW_MARKETING_CONSENT: readonly Permission[] = ['edit_project'];

/** A client is a company (ragione sociale, partita IVA) or a private person (nome e cognome, codice fiscale). */
export const CLIENT_KINDS = ['company', 'person'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];
export const CLIENT_KIND_LABELS: Record<ClientKind, string> = {
  company: 'Azienda',
  person: 'Persona fisica',
};

export const CLIENT_STATUSES = ['lead', 'prospect', 'cliente', 'ex_cliente'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  lead: 'Lead',
  prospect: 'Prospect',
  cliente: 'Cliente',
  ex_cliente: 'Ex cliente',
};

/** Company size by headcount, as in the EU SME definition (Recommendation 2003/361/EC). */
export const CLIENT_SIZES = ['micro', 'piccola', 'media', 'grande'] as const;
export type ClientSize = (typeof CLIENT_SIZES)[number];
export const CLIENT_SIZE_LABELS: Record<ClientSize, string> = {
  micro: 'Microimpresa (meno di 10 addetti)',
  piccola: 'Piccola impresa (10–49 addetti)',
  media: 'Media impresa (50–249 addetti)',
  grande: 'Grande impresa (250 addetti e oltre)',
};

/** Codice destinatario SDI for a buyer who receives by PEC or is a private person (FatturaPA 1.2.2). */
export const SDI_CODE_PEC_OR_PRIVATE = '0000000';
/** Codice destinatario SDI for a foreign buyer (FatturaPA 1.2.2). */
export const SDI_CODE_FOREIGN = 'XXXXXXX';
export const SDI_CODE_LENGTH = 7;

/** `provincia` of an address abroad (FatturaPA uses EE). */
export const PROVINCE_ABROAD = 'EE';
export const COUNTRY_ITALY = 'IT';

export const CLIENT_SORT_FIELDS = ['name', 'status', 'city', 'created_at', 'updated_at'] as const;
export type ClientSortField = (typeof CLIENT_SORT_FIELDS)[number];
export const CLIENT_DEFAULT_SORT = 'name';

export const CONTACT_SORT_FIELDS = ['last_name', 'first_name', 'client_name', 'created_at', 'updated_at'] as const;
export type ContactSortField = (typeof CONTACT_SORT_FIELDS)[number];
export const CONTACT_DEFAULT_SORT = 'last_name';

/** Where a marketing consent (GDPR art. 7) was collected: kept with its date as the proof of it. */
export const CONSENT_SOURCES = [
  'modulo_web',
  'email',
  'evento',
  'contratto',
  'telefono',
  'di_persona',
  'altro',
] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];
export const CONSENT_SOURCE_LABELS: Record<ConsentSource, string> = {
  modulo_web: 'Modulo sul sito',
  email: 'E-mail',
  evento: 'Evento o fiera',
  contratto: 'Contratto',
  telefono: 'Telefono',
  di_persona: 'Di persona',
  altro: 'Altro',
};

/** Why a client is offered as a possible duplicate of another. */
export const DUPLICATE_REASONS = ['vat_number', 'tax_code', 'name'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];
export const DUPLICATE_REASON_LABELS: Record<DuplicateReason, string> = {
  vat_number: 'Stessa partita IVA',
  tax_code: 'Stesso codice fiscale',
  name: 'Nome simile',
};
/** pg_trgm similarity from which two names count as "similar" (0–1). */
export const DUPLICATE_NAME_SIMILARITY = 0.45;

export const CLIENT_NAME_MAX = 200;
export const CLIENT_NOTES_MAX = 10_000;
export const CLIENT_TAG_MAX = 40;
export const CLIENT_TAGS_MAX = 20;
export const CONTACT_EMAILS_MAX = 5;
export const CONTACT_PHONES_MAX = 5;
/** Rows one CSV import may hold. */
export const CLIENT_IMPORT_MAX_ROWS = 5000;
/** Characters of CSV one import may send (about 2 MB). */
export const CLIENT_IMPORT_MAX_CHARS = 2_000_000;

/**
 * The columns of the clients' CSV, export and import alike (Italian headers, `;`-separated for Excel), so an
 * exported file imports back unchanged.
 */
export const CLIENT_CSV_COLUMNS = [
  { key: 'kind', header: 'Tipo' },
  { key: 'name', header: 'Ragione sociale' },
  { key: 'first_name', header: 'Nome' },
  { key: 'last_name', header: 'Cognome' },
  { key: 'vat_number', header: 'Partita IVA' },
  { key: 'tax_code', header: 'Codice fiscale' },
  { key: 'sdi_code', header: 'Codice destinatario' },
  { key: 'pec', header: 'PEC' },
  { key: 'street', header: 'Indirizzo' },
  { key: 'postal_code', header: 'CAP' },
  { key: 'city', header: 'Comune' },
  { key: 'province', header: 'Provincia' },
  { key: 'country', header: 'Nazione' },
  { key: 'ateco_code', header: 'ATECO' },
  { key: 'size', header: 'Dimensione' },
  { key: 'status', header: 'Stato' },
  { key: 'tags', header: 'Etichette' },
  { key: 'notes', header: 'Note' },
] as const;
export type ClientCsvColumn = (typeof CLIENT_CSV_COLUMNS)[number]['key'];
