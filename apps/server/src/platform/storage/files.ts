import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { AppError } from '@/platform/http/errors';
import type { FileStorage } from './storage';
import { files } from './tables';

/** An upload already stored as a blob, waiting for its `files` row (see `recordFile`). */
export interface ReceivedFile {
  key: string;
  size: number;
  /** Sanitised original name (file-names.ts). */
  name: string;
  /** Detected from the bytes (file-types.ts). */
  mime: string;
}

export type FileRow = typeof files.$inferSelect;

export const STORAGE_MESSAGES = {
  fileNotFound: 'File non trovato',
  retry: 'Il caricamento non è andato a buon fine: riprova.',
} as const;

/** Serialises "a row now points at this blob" with "no row points at it any more, delete it" for one key. */
async function lockBlob(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`blob:${key}`}, 0))`);
}

/**
 * The `files` row of a stored upload: call it inside the module's own transaction. Under the blob's lock the blob
 * must still be there (a concurrent release of the same bytes may just have removed it: the user retries).
 */
export async function recordFile(
  tx: Db,
  storage: FileStorage,
  file: ReceivedFile,
  meta: { ownerUserId: string | null; purpose: string },
): Promise<FileRow> {
  await lockBlob(tx, file.key);
  if (!(await storage.exists(file.key))) throw new AppError(503, 'SERVICE_UNAVAILABLE', STORAGE_MESSAGES.retry);
  const [row] = await tx
    .insert(files)
    .values({
      owner_user_id: meta.ownerUserId,
      purpose: meta.purpose,
      original_name: file.name,
      mime_type: file.mime,
      size_bytes: file.size,
      storage_key: file.key,
    })
    .returning();
  return row!;
}

/**
 * Deletes the blobs no live `files` row points at any more. Call it after the transaction that retired rows (or
 * after one that failed to record an upload) has ended; identical files share a blob, so a key still used by
 * another row stays.
 */
export async function releaseBlobs(db: Db, storage: FileStorage, keys: readonly string[]): Promise<void> {
  for (const key of new Set(keys)) {
    await db.transaction(async (tx) => {
      await lockBlob(tx, key);
      const [used] = await tx
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.storage_key, key), isNull(files.deleted_at)))
        .limit(1);
      if (!used) await storage.delete(key);
    });
  }
}

/** A live file by id, or null. */
export async function findFile(db: Db, id: string): Promise<FileRow | null> {
  const [row] = await db
    .select()
    .from(files)
    .where(and(eq(files.id, id), isNull(files.deleted_at)));
  return row ?? null;
}

/** Uploads still waiting for their row are younger than this; older unreferenced blobs are orphans. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000;

/**
 * Removes blobs no live row points at (a crash between storing and recording, a release that failed) and older
 * than `ORPHAN_GRACE_MS`. Answers how many were removed. Run by the housekeeping job.
 */
export async function sweepOrphanBlobs(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  const live = await db.selectDistinct({ key: files.storage_key }).from(files).where(isNull(files.deleted_at));
  const used = new Set(live.map((row) => row.key));
  const candidates: string[] = [];
  for await (const blob of storage.list()) {
    if (!used.has(blob.key) && now.getTime() - blob.modifiedAt.getTime() > ORPHAN_GRACE_MS) candidates.push(blob.key);
  }
  await releaseBlobs(db, storage, candidates);
  return candidates.length;
}
