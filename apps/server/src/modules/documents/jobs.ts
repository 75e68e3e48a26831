import { DOCUMENT_TRASH_DAYS } from '@portale/shared';
import { sql } from 'drizzle-orm';
import { audit } from '@/platform/audit/audit';
import { type Db, selectRows } from '@/platform/db/database';
import type { JobDefinition } from '@/platform/jobs/scheduler';
import { releaseBlobs } from '@/platform/storage/files';
import type { FileStorage } from '@/platform/storage/storage';

const BATCH = 100;

/**
 * Removes the documents in the trash for more than DOCUMENT_TRASH_DAYS: their rows (versions, tags, grants follow)
 * and their files' rows in one transaction per batch, then the blobs no other row uses. Answers how many went.
 */
export async function purgeTrash(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  let purged = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const rows = await selectRows<{ id: string; title: string }>(
        tx,
        sql`select id, title from documents
          where deleted_at < ${now.toISOString()}::timestamptz - make_interval(days => ${DOCUMENT_TRASH_DAYS})
          order by deleted_at limit ${BATCH} for update skip locked`,
      );
      if (rows.length === 0) return { count: 0, keys: [] as string[] };
      const ids = sql.join(
        rows.map((row) => sql`${row.id}::uuid`),
        sql`, `,
      );
      const files = await selectRows<{ id: string; storage_key: string }>(
        tx,
        sql`select distinct fi.id, fi.storage_key from document_versions v
          join files fi on fi.id = v.file_id or fi.id = v.thumbnail_file_id
          where v.document_id in (${ids})`,
      );
      await tx.execute(sql`delete from documents where id in (${ids})`);
      if (files.length > 0) {
        // A version restored from another document's file never happens (versions copy within one document), so
        // these rows (the versions' files and their thumbnails) are used by the purged documents only.
        await tx.execute(
          sql`update files set deleted_at = now() where id in (${sql.join(
            files.map((file) => sql`${file.id}::uuid`),
            sql`, `,
          )}) and deleted_at is null`,
        );
      }
      for (const row of rows) {
        await audit(tx, 'system', {
          action: 'document.purged',
          targetType: 'document',
          targetId: row.id,
          details: { title: row.title },
        });
      }
      return { count: rows.length, keys: files.map((file) => file.storage_key) };
    });
    if (batch.count === 0) return purged;
    await releaseBlobs(db, storage, batch.keys);
    purged += batch.count;
  }
}

/** Empties the documents' trash once a day. */
export function documentTrashJob(db: Db, storage: FileStorage): JobDefinition {
  return {
    name: 'documents-trash',
    description: `Elimina definitivamente i documenti nel cestino da più di ${DOCUMENT_TRASH_DAYS} giorni`,
    intervalMs: 24 * 60 * 60 * 1000,
    firstRunDelayMs: 10 * 60 * 1000,
    async run() {
      await purgeTrash(db, storage);
    },
  };
}
