import type { KnownFlag } from '@portale/shared';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import type { NotifyInput } from '@/platform/notifications/notify';
import type { FileKind } from '@/platform/storage/file-types';

/** What the actor may do with one record's attachments, once the target has said they may read them. */
export interface AttachmentGrant {
  /** Add files, and delete (or restore) the ones they added themselves. */
  canUpload: boolean;
  /** Delete and restore anyone's attachments of the record. */
  canManage: boolean;
}

/** Who to tell about files added to a record; the uploader is never told. */
export interface AttachmentAnnouncement {
  userIds: string[];
  notification: NotifyInput;
}

/**
 * A module's records that take attachments (docs/attachments.md). The module registers it at start-up, as it
 * registers its search provider: the platform never imports a module.
 */
export interface AttachmentTarget {
  /** Italian name of one record, for messages and the audit log ("Task", "Scheda del dipendente"). */
  label: string;
  /** The module's flag: while it is off, its records' attachments answer 404 as if there were none. */
  feature?: KnownFlag;
  /** The kinds of file the record takes (file-types.ts); executables never, whatever is listed. */
  kinds: readonly FileKind[];
  /**
   * The actor's rights on one record, or null when the record does not exist, is deleted or the actor may not
   * read it: every attachment route then answers 404, so a record's existence does not leak.
   */
  access(db: Db, actor: Actor, recordId: string): Promise<AttachmentGrant | null>;
  /** Whom a new file concerns (a task's assignee, the person whose record it is), or null for nobody. */
  announce?(db: Db, actor: Actor, recordId: string, fileNames: string): Promise<AttachmentAnnouncement | null>;
  /** Record every download in the audit log (personal documents). */
  auditDownloads?: boolean;
}

const targets = new Map<string, AttachmentTarget>();

/** Declares a record type that takes attachments. Registered once, at start-up; the last registration wins. */
export function registerAttachmentTarget(recordType: string, target: AttachmentTarget): void {
  targets.set(recordType, target);
}

export function attachmentTarget(recordType: string): AttachmentTarget | undefined {
  return targets.get(recordType);
}
