import { ATTACHMENT_RESTORE_DAYS } from '@portale/shared';
import type { Db } from '@/platform/db/database';
import type { JobDefinition } from '@/platform/jobs/scheduler';
import type { FileStorage } from '@/platform/storage/storage';
import { purgeDeletedAttachments } from './writes';

/** Deleted attachments stay restorable (undo) for ATTACHMENT_RESTORE_DAYS; then they and their bytes go. */
export function attachmentPurgeJob(db: Db, storage: FileStorage): JobDefinition {
  return {
    name: 'attachments-purge',
    description: `Elimina definitivamente gli allegati cancellati da più di ${ATTACHMENT_RESTORE_DAYS} giorni`,
    intervalMs: 6 * 60 * 60 * 1000,
    firstRunDelayMs: 10 * 60 * 1000,
    async run() {
      await purgeDeletedAttachments(db, storage);
    },
  };
}
