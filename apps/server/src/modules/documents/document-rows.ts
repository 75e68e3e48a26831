import type { ExtractionState } from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { AppError, conflict, forbidden, notFound } from '@/platform/http/errors';
import { hasThumbnail, isExtractable } from '@/platform/storage/extract';
import {
  documentLevelSql,
  folderLevelsSql,
  isDocumentAdmin,
  mayUseRoot,
  READ,
  readableDocumentsSql,
  readableTrashedDocumentsSql,
  WRITE,
} from './access';
import { DOCUMENT_MESSAGES } from './messages';
import type { ThumbnailState } from './tables';

// The row-level checks of every write: load the document locked, then may this actor change it?

export interface LockedDocument {
  id: string;
  title: string;
  folder_id: string | null;
  owner_id: string | null;
  confidential: boolean;
  current_version: number;
  checked_out_by: string | null;
  checked_out_name: string | null;
  inherits_access: boolean;
  level: number;
}

/** The document, locked for this transaction, if the actor may read it; 404 otherwise (existence never leaks). */
export async function lockDocument(
  tx: Db,
  actor: Actor,
  id: string,
  options: { trashed?: boolean } = {},
): Promise<LockedDocument> {
  const readable = options.trashed ? readableTrashedDocumentsSql(actor) : readableDocumentsSql(actor);
  const [row] = await selectRows<LockedDocument>(
    tx,
    sql`select d.id, d.title, d.folder_id, d.owner_id, d.confidential, d.current_version, d.checked_out_by,
        (select nullif(trim(u.first_name || ' ' || u.last_name), '') from users u where u.id = d.checked_out_by)
          as checked_out_name,
        d.inherits_access, ${documentLevelSql(actor)} as level
      from documents d where d.id = ${id} and ${readable} for update of d`,
  );
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  return { ...row, level: Number(row.level) };
}

/** 409 while someone else holds the check-out: their edits would be overwritten. */
export function assertNotHeldByOther(actor: Actor, doc: LockedDocument): void {
  if (doc.checked_out_by && doc.checked_out_by !== actor.userId) {
    throw conflict(DOCUMENT_MESSAGES.checkedOutBy(doc.checked_out_name ?? 'un altro utente'));
  }
}

/** Edit metadata, add versions: a `write` level and no one else's check-out. */
export function assertEditable(actor: Actor, doc: LockedDocument): void {
  if (doc.level < WRITE) throw forbidden(DOCUMENT_MESSAGES.cannotEdit);
  assertNotHeldByOther(actor, doc);
}

/**
 * A move changes who reads a document that inherits its folder's access, so it is managing (as its grants are);
 * one with grants of its own keeps them wherever it goes, and a writer may move it.
 */
export function assertMayMove(actor: Actor, doc: { owner_id: string | null; inherits_access: boolean }): void {
  if (doc.inherits_access && !isDocumentAdmin(actor) && doc.owner_id !== actor.userId) {
    throw forbidden(DOCUMENT_MESSAGES.cannotMove);
  }
}

/** Access, trash, owner: the owner or an admin. */
export function assertManager(actor: Actor, doc: { owner_id: string | null }): void {
  if (!isDocumentAdmin(actor) && doc.owner_id !== actor.userId) throw forbidden(DOCUMENT_MESSAGES.cannotManage);
}

/** The actor's level on one live folder (0 when unreadable or unknown). */
export async function folderLevel(
  db: Db,
  actor: Actor,
  folderId: string,
): Promise<{ level: number; createdBy: string | null } | null> {
  const [row] = await selectRows<{ level: number; created_by: string | null }>(
    db,
    sql`select fl.level, fl.created_by from ${folderLevelsSql(actor)} fl where fl.id = ${folderId}`,
  );
  if (!row || Number(row.level) < READ) return null;
  return { level: Number(row.level), createdBy: row.created_by };
}

/** Documents may go into this folder (or, with null, the top level): 404 unreadable, 403 read-only. */
export async function assertFolderWritable(db: Db, actor: Actor, folderId: string | null): Promise<void> {
  if (folderId === null) {
    if (!mayUseRoot(actor)) throw forbidden(DOCUMENT_MESSAGES.cannotUseRoot);
    return;
  }
  const folder = await folderLevel(db, actor, folderId);
  if (!folder) throw notFound(DOCUMENT_MESSAGES.folderNotFound);
  if (folder.level < WRITE) throw forbidden(DOCUMENT_MESSAGES.cannotUploadHere);
}

/** The formats the extraction job reads are `pending` at first; others are `unsupported` from the start. */
export const initialExtractionState = (mime: string): ExtractionState =>
  isExtractable(mime) ? 'pending' : 'unsupported';

/** PDFs and images get a thumbnail drawn by the background job; other types never have one. */
export const initialThumbnailState = (mime: string): ThumbnailState => (hasThumbnail(mime) ? 'pending' : 'unsupported');

/** At most this much extracted text goes into the index (a tsvector holds at most 1 MB). */
const INDEXED_TEXT_CHARS = 500_000;
const vector = (text: SQL, weight: 'A' | 'B' | 'C' | 'D') =>
  sql`setweight(to_tsvector('portale_it', portale_unaccent(lower(${text}))), ${sql.raw(`'${weight}'`)})`;

/**
 * Rewrites the search vector of documents: title (A), tags (B), description (C), the current version's
 * extracted text (D). Call it after any change to them, in the same transaction (the extraction job too).
 */
export async function refreshDocumentSearch(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const tags = sql`coalesce((select string_agg(t.name, ' ') from document_tag_links l
    join document_tags t on t.id = l.tag_id where l.document_id = d.id), '')`;
  const text = sql`left(coalesce((select v.extracted_text from document_versions v
    where v.document_id = d.id and v.number = d.current_version), ''), ${INDEXED_TEXT_CHARS})`;
  await tx.execute(sql`update documents d set search =
      ${vector(sql`d.title`, 'A')} || ${vector(tags, 'B')} || ${vector(sql`d.description`, 'C')} || ${vector(text, 'D')}
    where d.id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`);
}

/** Makes the tag names exist (case-insensitively) and answers their ids. */
export async function ensureTags(tx: Db, names: readonly string[]): Promise<string[]> {
  if (names.length === 0) return [];
  await tx.execute(
    sql`insert into document_tags (name) values ${sql.join(
      names.map((name) => sql`(${name})`),
      sql`, `,
    )} on conflict (lower(name)) do nothing`,
  );
  const rows = await selectRows<{ id: string }>(
    tx,
    sql`select id from document_tags where lower(name) in (${sql.join(
      names.map((name) => sql`lower(${name})`),
      sql`, `,
    )})`,
  );
  return rows.map((row) => row.id);
}

/** Replaces a document's tags. */
export async function setTags(tx: Db, documentId: string, names: readonly string[]): Promise<void> {
  const ids = await ensureTags(tx, names);
  await tx.execute(sql`delete from document_tag_links where document_id = ${documentId}`);
  if (ids.length === 0) return;
  await tx.execute(
    sql`insert into document_tag_links (document_id, tag_id) values ${sql.join(
      ids.map((id) => sql`(${documentId}, ${id})`),
      sql`, `,
    )} on conflict do nothing`,
  );
}

/** A unique index broken by a concurrent write of the same thing: the user retries. */
export const retryLater = () =>
  new AppError(409, 'CONFLICT', 'Il documento è stato modificato nel frattempo: riprova.');
