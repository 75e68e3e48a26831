import { z } from 'zod';
import { isoDate } from '../dates';
import { cappedPaginated, PaginationQuery } from '../pagination';
import { DocumentListItem, DocumentTagName, DocumentTypeSchema, ExtractionStateSchema } from './schemas';

// Document search and the documents dashboard (issue 17, spec §2 "Documents"): `GET /api/documents/search` and
// `GET /api/documents/dashboard`. Snippets carry the markers of highlight.ts, never HTML.

const IsoDate = isoDate();

export const DocumentSearchQuery = PaginationQuery.extend({
  q: z
    .string({ error: 'Scrivi cosa cercare' })
    .trim()
    .min(1, 'Scrivi cosa cercare')
    .max(200, 'Ricerca troppo lunga (max 200 caratteri)'),
  type: DocumentTypeSchema.optional(),
  tag: DocumentTagName.optional(),
  /** The folder and, with `include_subfolders` (default true), everything below it. */
  folder_id: z.uuid('Cartella non valida').optional(),
  include_subfolders: z.stringbool({ error: 'Valore non valido' }).default(true),
  owner_id: z.uuid('Proprietario non valido').optional(),
  /** Last change (upload, version, metadata) from / to, inclusive. */
  updated_from: IsoDate.optional(),
  updated_to: IsoDate.optional(),
});
export type DocumentSearchQuery = z.input<typeof DocumentSearchQuery>;

export const DocumentSearchHit = DocumentListItem.extend({
  /**
   * Where the words were found: from the current version's text, else the description, else the title, with
   * each match between SNIPPET_MARK_START and SNIPPET_MARK_END (render with `snippetParts`).
   */
  snippet: z.string(),
  /** Whether the words matched inside the file's text (not only in title, tags or description). */
  in_content: z.boolean(),
  extraction_state: ExtractionStateSchema,
  rank: z.number(),
});
export type DocumentSearchHit = z.infer<typeof DocumentSearchHit>;
export const DocumentSearchResults = cappedPaginated(DocumentSearchHit);
export type DocumentSearchResults = z.infer<typeof DocumentSearchResults>;

export const DocumentStorageUse = z.object({
  /** Documents this actor may read, not in the trash. */
  readable_documents: z.number(),
  /** The sizes of every version of those documents, in bytes. */
  readable_bytes: z.number(),
  /** Administrators only (else null): every version of every document, trash included. */
  archive_bytes: z.number().nullable(),
  /** Administrators only: the stored blobs of every module, each counted once (content addressing). */
  blob_bytes: z.number().nullable(),
});
export type DocumentStorageUse = z.infer<typeof DocumentStorageUse>;

/** `GET /api/documents/dashboard`: up to DOCUMENT_DASHBOARD_LIMIT documents in each list. */
export const DocumentDashboard = z.object({
  /** Readable, most recently changed first. */
  recent: z.array(DocumentListItem),
  /** Owned by this actor, most recently changed first. */
  mine: z.array(DocumentListItem),
  /** Granted to this actor, their department, role or client company, and not owned by them. */
  shared_with_me: z.array(DocumentListItem),
  /** Readable, expired or expiring within DOCUMENT_EXPIRING_DAYS, soonest first. */
  expiring: z.array(DocumentListItem),
  storage: DocumentStorageUse,
});
export type DocumentDashboard = z.infer<typeof DocumentDashboard>;

export const DOCUMENT_DASHBOARD_LIMIT = 8;
