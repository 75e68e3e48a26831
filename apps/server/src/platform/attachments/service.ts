import {
  ATTACHMENT_MESSAGES,
  type Attachment,
  type AttachmentList,
  type AttachmentRecordParams,
  MAX_ATTACHMENTS_PER_RECORD,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { isFeatureEnabled } from '@/platform/flags/flags';
import { conflict, forbidden, notFound } from '@/platform/http/errors';
import { TYPES } from '@/platform/storage/file-types';
import { type FileRow, findFile } from '@/platform/storage/files';
import { type AttachmentGrant, type AttachmentTarget, attachmentTarget } from './registry';

// The reads and the checks of attachments: every route goes through `recordGrant` or `attachmentGrant` before it
// touches a row, and both answer 404 for whatever the actor may not read.

export interface RecordGrant extends AttachmentGrant {
  target: AttachmentTarget;
  recordType: string;
  recordId: string;
}

/** The target of a record type and the actor's rights on one record, or 404 (unknown type, module off, no access). */
export async function recordGrant(db: Db, actor: Actor, params: AttachmentRecordParams): Promise<RecordGrant> {
  const target = attachmentTarget(params.recordType);
  if (!target) throw notFound(ATTACHMENT_MESSAGES.recordNotFound);
  if (target.feature && !(await isFeatureEnabled(db, target.feature)))
    throw notFound(ATTACHMENT_MESSAGES.recordNotFound);
  const grant = await target.access(db, actor, params.recordId);
  if (!grant) throw notFound(ATTACHMENT_MESSAGES.recordNotFound);
  return { ...grant, target, recordType: params.recordType, recordId: params.recordId };
}

/** May delete or restore this attachment: whoever manages the record's files, or its uploader while they may add. */
export const mayDelete = (actor: Actor, grant: AttachmentGrant, uploadedBy: string | null) =>
  grant.canManage || (grant.canUpload && uploadedBy === actor.userId);

type AttachmentRow = Omit<Attachment, 'created_at' | 'can_delete'> & {
  created_at: Date | string;
  file_id: string;
  deleted_at: Date | string | null;
};

const attachmentSelect = sql`
  select a.id, a.record_type, a.record_id, a.name, a.file_id, a.deleted_at, f.mime_type, f.size_bytes,
    a.uploaded_by as uploaded_by_id,
    case when u.id is null then null else u.first_name || ' ' || u.last_name end as uploaded_by_name,
    a.created_at
  from attachments a join files f on f.id = a.file_id left join users u on u.id = a.uploaded_by`;

function toAttachment(row: AttachmentRow, actor: Actor, grant: AttachmentGrant): Attachment {
  const { file_id: _file, deleted_at: _deleted, created_at, ...rest } = row;
  return {
    ...rest,
    size_bytes: Number(rest.size_bytes),
    created_at: new Date(created_at).toISOString(),
    can_delete: mayDelete(actor, grant, rest.uploaded_by_id),
  };
}

/** The file extensions a target takes, for the browser's file chooser. */
export function acceptedExtensions(target: AttachmentTarget): string[] {
  const kinds = new Set(target.kinds);
  return Object.values(TYPES)
    .filter((type) => kinds.has(type.kind))
    .flatMap((type) => type.extensions.map((extension) => `.${extension}`));
}

/** One record's live attachments, newest first, with what the actor may do. */
export async function listAttachments(
  db: Db,
  actor: Actor,
  params: AttachmentRecordParams,
  maxBytes: number,
): Promise<AttachmentList> {
  const grant = await recordGrant(db, actor, params);
  const rows = await selectRows<AttachmentRow>(
    db,
    sql`${attachmentSelect}
      where a.record_type = ${params.recordType} and a.record_id = ${params.recordId} and a.deleted_at is null
      order by a.created_at desc, a.name`,
  );
  return {
    items: rows.map((row) => toAttachment(row, actor, grant)),
    can_upload: grant.canUpload,
    max_bytes: maxBytes,
    accept: acceptedExtensions(grant.target),
  };
}

/** Before streaming an upload: the actor may add files here, and the record has room for one more. */
export async function assertMayUpload(db: Db, actor: Actor, params: AttachmentRecordParams): Promise<RecordGrant> {
  const grant = await recordGrant(db, actor, params);
  if (!grant.canUpload) throw forbidden(ATTACHMENT_MESSAGES.cannotUpload);
  const [row] = await selectRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from attachments
        where record_type = ${params.recordType} and record_id = ${params.recordId} and deleted_at is null`,
  );
  if ((row?.n ?? 0) >= MAX_ATTACHMENTS_PER_RECORD) {
    throw conflict(ATTACHMENT_MESSAGES.tooMany(MAX_ATTACHMENTS_PER_RECORD));
  }
  return grant;
}

/** One attachment by id (deleted ones too when asked) with the actor's rights on its record, or 404. */
export async function attachmentGrant(
  db: Db,
  actor: Actor,
  id: string,
  options: { deleted?: boolean } = {},
): Promise<{ row: AttachmentRow; grant: RecordGrant; attachment: Attachment }> {
  const [row] = await selectRows<AttachmentRow>(db, sql`${attachmentSelect} where a.id = ${id}`);
  if (!row || (row.deleted_at !== null && !options.deleted)) throw notFound(ATTACHMENT_MESSAGES.notFound);
  const grant = await recordGrant(db, actor, { recordType: row.record_type, recordId: row.record_id }).catch(() => {
    throw notFound(ATTACHMENT_MESSAGES.notFound);
  });
  return { row, grant, attachment: toAttachment(row, actor, grant) };
}

/** The stored file of a live attachment the actor may read, or 404. */
export async function attachmentFile(
  db: Db,
  actor: Actor,
  id: string,
): Promise<{ file: FileRow; attachment: Attachment; grant: RecordGrant }> {
  const { row, grant, attachment } = await attachmentGrant(db, actor, id);
  const file = await findFile(db, row.file_id);
  if (!file) throw notFound(ATTACHMENT_MESSAGES.notFound);
  return { file, attachment, grant };
}
