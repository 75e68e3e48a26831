import { z } from 'zod';
import { Client, ClientListItem } from './client-schemas';
import { CLIENT_IMPORT_MAX_CHARS, CLIENT_NAME_MAX } from './constants';
import { DuplicateReasonSchema } from './fields';

// Duplicates, merge and CSV import of the CRM's clients (issue 18, docs/sales.md).

// ---- duplicates and merge ------------------------------------------------------------------------------------

/** `GET /api/crm/clients/duplicates`: candidates for a client being typed in (create form, import). */
export const ClientDuplicatesQuery = z.object({
  name: z.string().trim().max(CLIENT_NAME_MAX, 'Nome troppo lungo').optional(),
  vat_number: z.string().trim().max(32, 'Partita IVA troppo lunga').optional(),
  tax_code: z.string().trim().max(32, 'Codice fiscale troppo lungo').optional(),
  /** Leave this client out (its own edit form). */
  exclude: z.uuid('Cliente non valido').optional(),
});
export type ClientDuplicatesQuery = z.infer<typeof ClientDuplicatesQuery>;

export const DuplicateCandidate = z.object({
  client: ClientListItem,
  reasons: z.array(DuplicateReasonSchema),
  /** Name similarity 0–1 (pg_trgm). */
  similarity: z.number(),
});
export type DuplicateCandidate = z.infer<typeof DuplicateCandidate>;
export const ClientDuplicates = z.object({ items: z.array(DuplicateCandidate) });
export type ClientDuplicates = z.infer<typeof ClientDuplicates>;

/**
 * `POST /api/crm/clients/:id/merge`: `source_id` is folded into this client (the target), which keeps its own
 * values and takes the source's where it has none; every record linked to the source moves, then the source goes.
 */
export const ClientMerge = z.object({
  source_id: z.uuid('Cliente da unire non valido'),
  /** The target's version, as for an update. */
  version: z.number({ error: 'Versione mancante' }).int().min(1, 'Versione non valida'),
});
export type ClientMerge = z.infer<typeof ClientMerge>;
export const ClientMergeResult = z.object({
  client: Client,
  /** How many records of each kind moved (contacts, portal users, document grants, …). */
  moved: z.record(z.string(), z.number()),
});
export type ClientMergeResult = z.infer<typeof ClientMergeResult>;

// ---- CSV import ----------------------------------------------------------------------------------------------

/** `POST /api/crm/clients/import/preview` and `/import`: the file's text (`;` or `,` separated, UTF-8). */
export const ClientImportBody = z.object({
  csv: z
    .string({ error: 'Il file CSV è vuoto' })
    .min(1, 'Il file CSV è vuoto')
    .max(CLIENT_IMPORT_MAX_CHARS, 'File troppo grande (max 2 MB)'),
});
export type ClientImportBody = z.infer<typeof ClientImportBody>;

export const ClientImportRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number(),
  name: z.string(),
  /** Italian messages by field; empty when the row can be imported. */
  errors: z.record(z.string(), z.array(z.string())),
});
export type ClientImportRow = z.infer<typeof ClientImportRow>;
export const ClientImportPreview = z.object({
  rows: z.array(ClientImportRow),
  total: z.number(),
  valid: z.number(),
  invalid: z.number(),
  /** Problems with the file itself (missing columns); when present nothing can be imported. */
  file_errors: z.array(z.string()),
});
export type ClientImportPreview = z.infer<typeof ClientImportPreview>;
/** The import creates the valid rows and skips the others (the preview lists them). */
export const ClientImportResult = z.object({ created: z.number(), skipped: z.number() });
export type ClientImportResult = z.infer<typeof ClientImportResult>;
