import type { AccessLevel, AccessPrincipalType, DocumentTypeKey, ExtractionState } from '@portale/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, tsvector, users } from '@/platform/auth/tables';
import { files } from '@/platform/storage/tables';

// The document manager (issue 17, docs/documents.md). Who may read what is decided in SQL by access.ts from
// `document_access_grants` and the inherit flags; the bytes are platform `files` rows (one per version).

/** Where a version's thumbnail stands: `unsupported` for types that have none (thumbnails.ts). */
export type ThumbnailState = 'pending' | 'running' | 'done' | 'failed' | 'unsupported';

/** Folders: a tree through `parent_id` (the service refuses cycles); deleted ones keep their row. */
export const documentFolders = pgTable(
  'document_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    parent_id: uuid('parent_id').references((): AnyPgColumn => documentFolders.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    /** False once the folder has grants of its own: they replace its parent's. */
    inherits_access: boolean('inherits_access').notNull().default(true),
    created_by: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('document_folders_parent_idx').on(t.parent_id),
    // Two live folders side by side never share a name (case-insensitive), as on a disk.
    uniqueIndex('document_folders_sibling_name_key')
      .on(sql`coalesce(${t.parent_id}, '00000000-0000-0000-0000-000000000000'::uuid)`, sql`lower(${t.name})`)
      .where(sql`${t.deleted_at} is null`),
  ],
);

export const documents = pgTable(
  'documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null: outside any folder (the top level). */
    folder_id: uuid('folder_id').references(() => documentFolders.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').$type<DocumentTypeKey>().notNull().default('altro'),
    owner_id: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    /** Downloads are audited. */
    confidential: boolean('confidential').notNull().default(false),
    expires_on: date('expires_on', { mode: 'string' }),
    retention_until: date('retention_until', { mode: 'string' }),
    /** The number of the version downloads serve by default. */
    current_version: integer('current_version').notNull().default(1),
    checked_out_by: uuid('checked_out_by').references(() => users.id, { onDelete: 'set null' }),
    checked_out_at: timestamp('checked_out_at', { withTimezone: true }),
    /** False once the document has grants of its own: they replace its folder's. */
    inherits_access: boolean('inherits_access').notNull().default(true),
    /** In the trash since; the purge job removes it DOCUMENT_TRASH_DAYS later. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
    deleted_by: uuid('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    /**
     * Title (A), tags (B), description (C) and the current version's extracted text (D), for Italian full-text
     * search; written by `refreshDocumentSearch` after every change to them.
     */
    search: tsvector('search'),
    ...timestamps,
  },
  (t) => [
    index('documents_folder_updated_idx').on(t.folder_id, t.updated_at),
    index('documents_owner_idx').on(t.owner_id),
    index('documents_expires_idx').on(t.expires_on),
    index('documents_deleted_idx').on(t.deleted_at),
    index('documents_search_fts_idx').using('gin', t.search).with({ fastupdate: false }),
    // The live documents in the list's orders (queries.ts `orderBy`, id last), so a page and the search's most
    // recent matches walk the index and stop instead of sorting every readable document.
    index('documents_live_updated_idx').on(t.updated_at.desc().nullsLast(), t.id).where(sql`${t.deleted_at} is null`),
    index('documents_live_created_idx').on(t.created_at.desc().nullsLast(), t.id).where(sql`${t.deleted_at} is null`),
    index('documents_live_title_idx').on(sql`lower(${t.title})`, t.id).where(sql`${t.deleted_at} is null`),
  ],
);

export const documentVersions = pgTable(
  'document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    document_id: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    file_id: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    uploaded_by: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    extraction_state: text('extraction_state').$type<ExtractionState>().notNull().default('pending'),
    extracted_text: text('extracted_text'),
    /** Why the extraction failed, for the log and the admin (the page shows only the state's label). */
    extraction_error: text('extraction_error'),
    /** The small WebP picture of the first page or image (thumbnails.ts); null until drawn, or when none can be. */
    thumbnail_file_id: uuid('thumbnail_file_id').references(() => files.id, { onDelete: 'set null' }),
    thumbnail_state: text('thumbnail_state').$type<ThumbnailState>().notNull().default('pending'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('document_versions_number_key').on(t.document_id, t.number),
    index('document_versions_file_idx').on(t.file_id),
    index('document_versions_extraction_idx').on(t.extraction_state),
    index('document_versions_thumbnail_pending_idx').on(t.created_at).where(sql`${t.thumbnail_state} = 'pending'`),
  ],
);

/** Tag names are shared by every document; matched case-insensitively. */
export const documentTags = pgTable(
  'document_tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('document_tags_name_lower_key').on(sql`lower(${t.name})`)],
);

export const documentTagLinks = pgTable(
  'document_tag_links',
  {
    document_id: uuid('document_id')
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    tag_id: uuid('tag_id')
      .notNull()
      .references(() => documentTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.document_id, t.tag_id] }), index('document_tag_links_tag_idx').on(t.tag_id)],
);

/**
 * Who may read or write a folder or a document besides its owner and admins: a role key, a department, a user or
 * a client company (`principal_id` as text, since a role is a key, not a uuid).
 */
export const documentAccessGrants = pgTable(
  'document_access_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    folder_id: uuid('folder_id').references(() => documentFolders.id, { onDelete: 'cascade' }),
    document_id: uuid('document_id').references(() => documents.id, { onDelete: 'cascade' }),
    principal_type: text('principal_type').$type<AccessPrincipalType>().notNull(),
    principal_id: text('principal_id').notNull(),
    level: text('level').$type<AccessLevel>().notNull(),
    ...timestamps,
  },
  (t) => [
    check('document_access_grants_one_target', sql`(${t.folder_id} is null) <> (${t.document_id} is null)`),
    uniqueIndex('document_access_grants_folder_key')
      .on(t.folder_id, t.principal_type, t.principal_id)
      .where(sql`${t.folder_id} is not null`),
    uniqueIndex('document_access_grants_document_key')
      .on(t.document_id, t.principal_type, t.principal_id)
      .where(sql`${t.document_id} is not null`),
    index('document_access_grants_principal_idx').on(t.principal_type, t.principal_id),
  ],
);

/**
 * Every lexeme found in a document's search vector (documents.search), once: content search turns each word of a
 * query, a prefix, into the lexemes it stands for (search-words.ts), since the GIN index finds an exact lexeme in
 * a fraction of the time a prefix takes. Kept by statement-level triggers on documents (migration 0025), so every
 * write path fills it; words are never removed (one no document holds any more finds nothing, and costs nothing).
 */
export const documentSearchWords = pgTable(
  'document_search_words',
  { word: text('word').notNull() },
  // text_pattern_ops: byte order, so a prefix is one contiguous range (~>=~ / ~<~) in any database collation.
  (t) => [uniqueIndex('document_search_words_word_key').on(t.word.op('text_pattern_ops'))],
);
