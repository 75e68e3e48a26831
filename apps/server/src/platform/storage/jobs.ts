import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import type { JobDefinition } from '@/platform/jobs/scheduler';
import { sweepOrphanBlobs } from './files';
import type { FileStorage } from './storage';
import { files } from './tables';

/** Deletes blobs no file row points at any more (an upload whose row never came, a failed delete). */
export function orphanBlobsJob(db: Db, storage: FileStorage): JobDefinition {
  return {
    name: 'orphan-files',
    description: 'Elimina dallo storage i file caricati a cui non rimanda più nessun documento o immagine',
    intervalMs: 6 * 60 * 60 * 1000,
    firstRunDelayMs: 5 * 60 * 1000,
    async run() {
      await sweepOrphanBlobs(db, storage);
    },
  };
}

/** Before content addressing (migration files_content_addressed) files were stored as `ab/<uuid>.<ext>` under the files directory. */
const LEGACY_KEY = /^[0-9a-f]{2}\/[0-9a-f-]{36}\.[a-z0-9]{1,8}$/;

/**
 * Moves the live files stored under the old keys into the content-addressed storage, once, at start-up: each one
 * is streamed into `storage`, its row pointed at the new key, the old file removed. Answers how many were moved.
 * A row whose old file is gone is left as it is (it answers 404, as before).
 */
export async function convertLegacyFiles(db: Db, storage: FileStorage, filesDir: string): Promise<number> {
  const rows = await db
    .select({ id: files.id, key: files.storage_key })
    .from(files)
    .where(and(isNull(files.deleted_at), sql`${files.storage_key} !~ '^[0-9a-f]{64}$'`));
  let moved = 0;
  for (const row of rows) {
    if (!LEGACY_KEY.test(row.key)) continue;
    const path = join(filesDir, row.key);
    if (!(await stat(path).catch(() => null))) continue;
    const blob = await storage.put(createReadStream(path));
    await db.update(files).set({ storage_key: blob.key, size_bytes: blob.size }).where(eq(files.id, row.id));
    await rm(path, { force: true });
    moved += 1;
  }
  return moved;
}
