import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { audit } from '@/platform/audit/audit';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { sendStoredFile } from '@/platform/http/downloads';
import { notFound } from '@/platform/http/errors';
import { findFile } from '@/platform/storage/files';
import type { FileStorage } from '@/platform/storage/storage';
import { readableDocumentsSql } from './access';
import { DOCUMENT_MESSAGES } from './messages';

/** A range that does not start the file is the rest of a read already audited (a PDF viewer asks in pieces). */
const startsTheFile = (range: string | undefined) => !range || /^bytes=0-/.test(range.trim());

/**
 * `GET /api/documents/:id/download`: exactly the bytes of the current version (or `version`), if this actor may
 * read the document; 404 otherwise. `inline` only for what platform/storage shows inline (images, PDF).
 * Reads of confidential documents are audited.
 */
export async function sendDocument(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; storage: FileStorage },
  actor: Actor,
  id: string,
  options: { version?: number; inline: boolean },
): Promise<FastifyReply> {
  const [row] = await selectRows<{
    title: string;
    confidential: boolean;
    number: number | null;
    file_id: string | null;
  }>(
    deps.db,
    sql`select d.title, d.confidential, v.number, v.file_id from documents d
      left join document_versions v on v.document_id = d.id and v.number = ${options.version ?? sql`d.current_version`}
      where d.id = ${id} and ${readableDocumentsSql(actor)}`,
  );
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  const file = row.file_id ? await findFile(deps.db, row.file_id) : null;
  if (!file) throw notFound(DOCUMENT_MESSAGES.versionNotFound);
  if (row.confidential && startsTheFile(request.headers.range)) {
    await audit(deps.db, actor, {
      action: 'document.downloaded',
      targetType: 'document',
      targetId: id,
      details: { title: row.title, version: row.number, file_name: file.original_name },
    });
  }
  return sendStoredFile(request, reply, deps.storage, file, {
    disposition: options.inline ? 'inline' : 'attachment',
    notFoundMessage: DOCUMENT_MESSAGES.notFound,
  });
}

/** How many hex digits of the thumbnail's SHA-256 its URL carries: enough to name one picture. */
export const THUMBNAIL_URL_HASH_DIGITS = 16;

/** The URL the lists give for a document's thumbnail; the hash in it makes the bytes behind it immutable. */
export const thumbnailUrl = (documentId: string, storageKey: string) =>
  `/api/documents/${documentId}/thumbnail?v=${storageKey.slice(0, THUMBNAIL_URL_HASH_DIGITS)}`;

/**
 * `GET /api/documents/:id/thumbnail`: the current version's thumbnail (WebP), by the same rule in SQL as the
 * download; 404 when the actor may not read the document, when it has no thumbnail, and for confidential documents,
 * whose readable first page would otherwise escape the audit of their downloads. With `v` naming the current
 * thumbnail's hash the answer may be kept for a year (a new version gives a new URL); without it, revalidated.
 */
export async function sendThumbnail(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { db: Db; storage: FileStorage },
  actor: Actor,
  id: string,
  options: { v?: string },
): Promise<FastifyReply> {
  const [row] = await selectRows<{ confidential: boolean; thumbnail_file_id: string | null }>(
    deps.db,
    sql`select d.confidential, v.thumbnail_file_id from documents d
      join document_versions v on v.document_id = d.id and v.number = d.current_version
      where d.id = ${id} and ${readableDocumentsSql(actor)}`,
  );
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  const file = row.thumbnail_file_id && !row.confidential ? await findFile(deps.db, row.thumbnail_file_id) : null;
  if (!file) throw notFound(DOCUMENT_MESSAGES.thumbnailNotFound);
  const pinned = options.v !== undefined && file.storage_key.startsWith(options.v);
  // `private`: the picture is behind the session, no shared cache may keep it.
  reply.header('cache-control', pinned ? 'private, max-age=31536000, immutable' : 'private, no-cache');
  return sendStoredFile(request, reply, deps.storage, file, {
    disposition: 'inline',
    notFoundMessage: DOCUMENT_MESSAGES.thumbnailNotFound,
  });
}
