// The document manager's plain values and Italian labels (issue 17), without zod: the web app's pages and URL
// parsers import them without pulling the schemas (docs/benchmarks.md, "Public site").

export const DOCUMENT_TYPES = [
  'contratto',
  'policy',
  'procedura',
  'certificato',
  'verbale',
  'fattura',
  'cv',
  'altro',
] as const;
export type DocumentTypeKey = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_TYPE_LABELS: Record<DocumentTypeKey, string> = {
  contratto: 'Contratto',
  policy: 'Policy',
  procedura: 'Procedura',
  certificato: 'Certificato',
  verbale: 'Verbale',
  fattura: 'Fattura',
  cv: 'CV',
  altro: 'Altro',
};

/** Where the text extraction of one version stands (the background job fills it in). */
export const EXTRACTION_STATES = ['pending', 'running', 'done', 'failed', 'unsupported'] as const;
export type ExtractionState = (typeof EXTRACTION_STATES)[number];
export const EXTRACTION_STATE_LABELS: Record<ExtractionState, string> = {
  pending: 'estrazione in attesa',
  running: 'estrazione in corso',
  done: 'testo estratto',
  failed: 'estrazione non riuscita',
  unsupported: 'estrazione non disponibile per questo formato',
};

/** Who an access grant is for: a role, a department, one person or a client company (its `cliente` accounts). */
export const ACCESS_PRINCIPAL_TYPES = ['role', 'department', 'user', 'client_company'] as const;
export type AccessPrincipalType = (typeof ACCESS_PRINCIPAL_TYPES)[number];
export const ACCESS_PRINCIPAL_TYPE_LABELS: Record<AccessPrincipalType, string> = {
  role: 'Ruolo',
  department: 'Reparto',
  user: 'Persona',
  client_company: 'Azienda cliente',
};

/** `write` includes `read`: upload, new versions, metadata, check-out. */
export const ACCESS_LEVELS = ['read', 'write'] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];
export const ACCESS_LEVEL_LABELS: Record<AccessLevel, string> = {
  read: 'Lettura',
  write: 'Modifica',
};

export const DOCUMENT_SORT_FIELDS = ['title', 'type', 'updated_at', 'created_at', 'expires_on', 'size'] as const;
export type DocumentSortField = (typeof DOCUMENT_SORT_FIELDS)[number];
export const DOCUMENT_DEFAULT_SORT = '-updated_at';

/**
 * The list counts its documents up to this many past the first one of the page asked for; beyond, the total is
 * "più di" (counting 100,000 readable documents on every page cost more than the page).
 */
export const DOCUMENT_COUNT_CAP = 1000;
/**
 * The content search ranks at most this many matches: all of them when there are no more, else the most recently
 * changed ones (ranking every document that holds a common word cost more than the rest of the search).
 */
export const DOCUMENT_SEARCH_CANDIDATES = 1000;

/** `expiring=true` in the list: documents whose expiry date falls within this many days (or has passed). */
export const DOCUMENT_EXPIRING_DAYS = 30;
/** Deleted documents stay in the trash this long, then the purge job removes them and their files. */
export const DOCUMENT_TRASH_DAYS = 30;

export const DOCUMENT_BULK_ACTIONS = ['move', 'add_tag', 'remove_tag'] as const;
export type DocumentBulkActionKind = (typeof DOCUMENT_BULK_ACTIONS)[number];

export const DOCUMENT_TITLE_MAX = 200;
export const DOCUMENT_TAG_MAX = 40;
export const DOCUMENT_TAGS_MAX = 20;
export const DOCUMENT_FOLDER_NAME_MAX = 120;

/** What a line of a document's activity (`GET /api/documents/{id}/activity`, from the audit log) tells. */
export const DOCUMENT_ACTIVITY_KINDS = [
  'uploaded',
  'version_added',
  'version_restored',
  'checked_out',
  'checked_in',
  'edited',
  'moved',
  'tag_added',
  'tag_removed',
  'access_changed',
  'downloaded',
  'trashed',
  'restored',
] as const;
export type DocumentActivityKind = (typeof DOCUMENT_ACTIVITY_KINDS)[number];
export const DOCUMENT_ACTIVITY_LABELS: Record<DocumentActivityKind, string> = {
  uploaded: 'Documento caricato',
  version_added: 'Nuova versione caricata',
  version_restored: 'Versione precedente ripristinata',
  checked_out: 'Preso in modifica',
  checked_in: 'Modifica rilasciata',
  edited: 'Dettagli modificati',
  moved: 'Spostato in un’altra cartella',
  tag_added: 'Etichetta aggiunta',
  tag_removed: 'Etichetta rimossa',
  access_changed: 'Accesso modificato',
  downloaded: 'Scaricato (documento riservato)',
  trashed: 'Spostato nel cestino',
  restored: 'Ripristinato dal cestino',
};
