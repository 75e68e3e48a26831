import type { DocumentUploadFields } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { notFound } from '@/platform/http/errors';
import type { ReceivedUpload } from '@/platform/http/uploads';
import { type FileRow, recordFile } from '@/platform/storage/files';
import type { FileStorage } from '@/platform/storage/storage';
import {
  assertEditable,
  assertFolderWritable,
  initialExtractionState,
  initialThumbnailState,
  lockDocument,
  refreshDocumentSearch,
  setTags,
} from './document-rows';
import { DOCUMENT_MESSAGES } from './messages';
import { documents, documentVersions, type ThumbnailState } from './tables';

// Documents and versions made from uploads: the blob is already stored (receiveUpload); the rows, the tags, the
// search vector and the audit row land in one transaction, and the route releases the blob if it fails.

export const DOCUMENT_FILE_PURPOSE = 'document';

/** The title when none is given: the file's name without its extension. */
const titleOf = (fileName: string) => fileName.replace(/\.[^.]+$/, '').trim() || fileName;

export async function createDocument(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  upload: ReceivedUpload,
  fields: DocumentUploadFields,
): Promise<{ id: string; version: number }> {
  await assertFolderWritable(db, actor, fields.folder_id);
  const title = fields.title ?? titleOf(upload.name).slice(0, 200);
  return audited(
    db,
    actor,
    async (tx) => {
      const file = await recordFile(tx, storage, upload, { ownerUserId: actor.userId, purpose: DOCUMENT_FILE_PURPOSE });
      const [doc] = await tx
        .insert(documents)
        .values({
          folder_id: fields.folder_id,
          title,
          description: fields.description,
          type: fields.type,
          owner_id: actor.userId,
          confidential: fields.confidential,
          expires_on: fields.expires_on,
          retention_until: fields.retention_until,
          current_version: 1,
        })
        .returning({ id: documents.id });
      await insertVersion(tx, actor, doc!.id, 1, file, '');
      await setTags(tx, doc!.id, fields.tags);
      await refreshDocumentSearch(tx, [doc!.id]);
      return { id: doc!.id, version: 1, file };
    },
    ({ id, file }) => ({
      action: 'document.created',
      targetType: 'document',
      targetId: id,
      details: { title, file_name: file.original_name, size_bytes: file.size_bytes, folder_id: fields.folder_id },
    }),
  ).then(({ id, version }) => ({ id, version }));
}

async function insertVersion(
  tx: Db,
  actor: Actor,
  documentId: string,
  number: number,
  file: Pick<FileRow, 'id' | 'mime_type'>,
  note: string,
  extracted?: { state: string; text: string | null },
  thumbnail?: { state: ThumbnailState; fileId: string | null },
): Promise<void> {
  await tx.insert(documentVersions).values({
    document_id: documentId,
    number,
    file_id: file.id,
    uploaded_by: actor.userId,
    note,
    extraction_state: (extracted?.state ?? initialExtractionState(file.mime_type)) as 'pending',
    extracted_text: extracted?.text ?? null,
    thumbnail_state: thumbnail?.state ?? initialThumbnailState(file.mime_type),
    thumbnail_file_id: thumbnail?.fileId ?? null,
  });
}

/** `POST /api/documents/:id/versions`: the upload becomes the current version. */
export async function addVersion(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  id: string,
  upload: ReceivedUpload,
  note: string,
): Promise<{ id: string; version: number }> {
  return audited(
    db,
    actor,
    async (tx) => {
      const doc = await lockDocument(tx, actor, id);
      assertEditable(actor, doc);
      const file = await recordFile(tx, storage, upload, { ownerUserId: actor.userId, purpose: DOCUMENT_FILE_PURPOSE });
      const version = doc.current_version + 1;
      await insertVersion(tx, actor, id, version, file, note);
      await tx.execute(sql`update documents set current_version = ${version}, updated_at = now() where id = ${id}`);
      await refreshDocumentSearch(tx, [id]);
      return { id, version, fileName: file.original_name, title: doc.title };
    },
    (result) => ({
      action: 'document.version_added',
      targetType: 'document',
      targetId: id,
      details: { title: result.title, version: result.version, file_name: result.fileName },
    }),
  ).then(({ version }) => ({ id, version }));
}

/** `POST /api/documents/:id/versions/:n/restore`: a new version with the bytes (and extracted text) of version n. */
export async function restoreVersion(
  db: Db,
  actor: Actor,
  id: string,
  number: number,
): Promise<{ id: string; version: number }> {
  return audited(
    db,
    actor,
    async (tx) => {
      const doc = await lockDocument(tx, actor, id);
      assertEditable(actor, doc);
      const [old] = await selectRows<{
        file_id: string;
        mime_type: string;
        extraction_state: string;
        extracted_text: string | null;
        thumbnail_state: ThumbnailState;
        thumbnail_file_id: string | null;
      }>(
        tx,
        sql`select v.file_id, fi.mime_type, v.extraction_state, v.extracted_text, v.thumbnail_state, v.thumbnail_file_id
          from document_versions v join files fi on fi.id = v.file_id
          where v.document_id = ${id} and v.number = ${number}`,
      );
      if (!old) throw notFound(DOCUMENT_MESSAGES.versionNotFound);
      const version = doc.current_version + 1;
      // An extraction still pending or running for the old version is done again for the new one.
      const finished = old.extraction_state === 'done' || old.extraction_state === 'unsupported';
      await insertVersion(
        tx,
        actor,
        id,
        version,
        { id: old.file_id, mime_type: old.mime_type },
        `Ripristino della versione ${number}`,
        finished ? { state: old.extraction_state, text: old.extracted_text } : undefined,
        // The same bytes have the same picture; one not drawn yet is drawn again for the new version.
        old.thumbnail_state === 'done' ? { state: 'done', fileId: old.thumbnail_file_id } : undefined,
      );
      await tx.execute(sql`update documents set current_version = ${version}, updated_at = now() where id = ${id}`);
      await refreshDocumentSearch(tx, [id]);
      return { version, title: doc.title };
    },
    (result) => ({
      action: 'document.version_restored',
      targetType: 'document',
      targetId: id,
      details: { title: result.title, restored: number, version: result.version },
    }),
  ).then(({ version }) => ({ id, version }));
}
