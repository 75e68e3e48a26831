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
