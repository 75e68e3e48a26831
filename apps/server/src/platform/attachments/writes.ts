import { ATTACHMENT_MESSAGES, ATTACHMENT_RESTORE_DAYS, type Attachment } from '@portale/shared';
import { and, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { conflict, forbidden } from '@/platform/http/errors';
import { notify } from '@/platform/notifications/notify';
import { type ReceivedFile, recordFile, releaseBlobs } from '@/platform/storage/files';
import type { FileStorage } from '@/platform/storage/storage';
import { files } from '@/platform/storage/tables';
import { attachmentGrant, mayDelete, type RecordGrant } from './service';
import { attachments } from './tables';

/** Files of attachments have this purpose; no read rule opens them through /api/files: only the attachment routes. */
export const ATTACHMENT_PURPOSE = 'attachment';

const auditDetails = (grant: RecordGrant, name: string, extra: Record<string, unknown> = {}) => ({
  name,
  record_type: grant.recordType,
  record_id: grant.recordId,
  record_label: grant.target.label,
  ...extra,
});

/**
 * Records a stored upload as an attachment of the record, with its audit row, in one transaction; then tells
 * whom the record's module says it concerns (never the uploader). The bytes are released if the row never comes.
 */
export async function addAttachment(
  db: Db,
  storage: FileStorage,
  actor: Actor,
  grant: RecordGrant,
  upload: ReceivedFile,
): Promise<string> {
  const id = await audited(
    db,
    actor,
    async (tx) => {
      // No owner: the file is read only through its attachment, whose record decides who may.
      const file = await recordFile(tx, storage, upload, { ownerUserId: null, purpose: ATTACHMENT_PURPOSE });
      const [row] = await tx
        .insert(attachments)
        .values({
          file_id: file.id,
          record_type: grant.recordType,
          record_id: grant.recordId,
          name: upload.name,
          uploaded_by: actor.userId,
        })
        .returning({ id: attachments.id });
      const announcement = await grant.target.announce?.(tx, actor, grant.recordId, upload.name);
      if (announcement) {
        await notify(
          tx,
          announcement.userIds.filter((userId) => userId !== actor.userId),
          announcement.notification,
        );
      }
      return row!.id;
    },
    (newId) => ({
      action: 'attachment.uploaded',
      targetType: 'attachment',
      targetId: newId,
      details: auditDetails(grant, upload.name, { size_bytes: upload.size, mime_type: upload.mime }),
    }),
  ).catch(async (error: unknown) => {
    await releaseBlobs(db, storage, [upload.key]).catch(() => undefined);
    throw error;
  });
  return id;
}

/** Deletes an attachment (undo within ATTACHMENT_RESTORE_DAYS): its record's managers, or its uploader. */
export async function deleteAttachment(db: Db, actor: Actor, id: string): Promise<void> {
  const { grant, attachment } = await attachmentGrant(db, actor, id);
  if (!mayDelete(actor, grant, attachment.uploaded_by_id)) throw forbidden(ATTACHMENT_MESSAGES.cannotDelete);
  await audited(
    db,
    actor,
    (tx) =>
      tx
        .update(attachments)
        .set({ deleted_at: new Date(), deleted_by: actor.userId })
        .where(and(eq(attachments.id, id), isNull(attachments.deleted_at))),
    {
      action: 'attachment.deleted',
      targetType: 'attachment',
      targetId: id,
      details: auditDetails(grant, attachment.name),
    },
  );
}

/** Undoes a delete, with the same rule as the delete itself. */
export async function restoreAttachment(db: Db, actor: Actor, id: string): Promise<Attachment> {
  const { row, grant, attachment } = await attachmentGrant(db, actor, id, { deleted: true });
  if (row.deleted_at === null) throw conflict(ATTACHMENT_MESSAGES.alreadyLive);
  if (!mayDelete(actor, grant, attachment.uploaded_by_id)) throw forbidden(ATTACHMENT_MESSAGES.cannotDelete);
  await audited(
    db,
    actor,
    (tx) =>
      tx
        .update(attachments)
        .set({ deleted_at: null, deleted_by: null })
        .where(and(eq(attachments.id, id), isNotNull(attachments.deleted_at))),
    {
      action: 'attachment.restored',
      targetType: 'attachment',
      targetId: id,
      details: auditDetails(grant, attachment.name),
    },
  );
  return attachment;
}

/** A download of a record whose target asks for it (a person's documents) leaves a line in the audit log. */
export async function auditDownload(db: Db, actor: Actor, grant: RecordGrant, attachment: Attachment): Promise<void> {
  if (!grant.target.auditDownloads) return;
  await audit(db, actor, {
    action: 'attachment.downloaded',
    targetType: 'attachment',
    targetId: attachment.id,
    details: auditDetails(grant, attachment.name),
  });
}

/**
 * Removes the attachments deleted more than ATTACHMENT_RESTORE_DAYS ago: their rows go, their files rows are
 * retired and the bytes no other row uses are released. Answers how many were removed.
 */
export async function purgeDeletedAttachments(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ATTACHMENT_RESTORE_DAYS * 24 * 60 * 60 * 1000);
  const keys = await db.transaction(async (tx) => {
    const gone = await tx
      .delete(attachments)
      .where(and(isNotNull(attachments.deleted_at), lt(attachments.deleted_at, cutoff)))
      .returning({ file_id: attachments.file_id });
    if (gone.length === 0) return [];
    const retired = await tx
      .update(files)
      .set({ deleted_at: sql`now()` })
      .where(
        inArray(
          files.id,
          gone.map((row) => row.file_id),
        ),
      )
      .returning({ key: files.storage_key });
    return retired.map((row) => row.key);
  });
  await releaseBlobs(db, storage, keys);
  return keys.length;
}
