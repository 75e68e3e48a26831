import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Db, selectRows } from '@/platform/db/database';
import { type ExtractorPool, makeThumbnail, type ThumbnailOutcome } from '@/platform/storage/extract';
import { recordFile, releaseBlobs } from '@/platform/storage/files';
import type { FileStorage } from '@/platform/storage/storage';

// Thumbnails of document versions (docs/documents.md, "Miniature"): a PDF's first page or an image, drawn small by
// the platform's extraction worker after the text, one at a time. A version starts `pending` (or `unsupported` for
// other types); the queue claims it (`running`), stores the WebP through the platform storage as a `files` row and
// links it (`done`). Any failure only leaves `failed` and the type icon: the document and its text never depend on
// it. Versions uploaded before thumbnails existed are `pending` too, so the same queue backfills them.

export const THUMBNAIL_FILE_PURPOSE = 'document_thumbnail';

interface ClaimedVersion {
  id: string;
  storage_key: string;
  mime_type: string;
  original_name: string;
  owner_user_id: string | null;
}

async function claimNext(db: Db): Promise<ClaimedVersion | null> {
  const [row] = await selectRows<ClaimedVersion>(
    db,
    sql`update document_versions v set thumbnail_state = 'running', updated_at = now()
      from files fi
      where v.id = (select id from document_versions where thumbnail_state = 'pending'
          order by created_at limit 1 for update skip locked)
        and fi.id = v.file_id
      returning v.id, fi.storage_key, fi.mime_type, fi.original_name, fi.owner_user_id`,
  );
  return row ?? null;
}

const thumbnailName = (originalName: string) => `${originalName.replace(/\.[^.]+$/, '') || 'documento'}-anteprima.webp`;

/** Stores a drawn thumbnail and links it; any other outcome is only written down. */
export async function recordThumbnail(
  db: Db,
  storage: FileStorage,
  version: ClaimedVersion,
  outcome: ThumbnailOutcome,
): Promise<void> {
  if (outcome.state !== 'done') {
    await db.execute(sql`update document_versions set thumbnail_state = ${outcome.state}, updated_at = now()
      where id = ${version.id}`);
    return;
  }
  const blob = await storage.put(Readable.from([outcome.bytes]));
  try {
    await db.transaction(async (tx) => {
      const file = await recordFile(
        tx,
        storage,
        { key: blob.key, size: blob.size, name: thumbnailName(version.original_name), mime: outcome.mimeType },
        { ownerUserId: version.owner_user_id, purpose: THUMBNAIL_FILE_PURPOSE },
      );
      await tx.execute(sql`update document_versions set thumbnail_state = 'done', thumbnail_file_id = ${file.id},
          updated_at = now() where id = ${version.id}`);
    });
  } catch (error) {
    await releaseBlobs(db, storage, [blob.key]);
    throw error;
  }
}

/**
 * Draws every pending thumbnail, one at a time, until none is left (or `signal` aborts). A storage failure puts the
 * version back to pending for the next sweep and stops this round. Answers how many versions it finished.
 */
export async function thumbnailPending(
  db: Db,
  storage: FileStorage,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  signal?: AbortSignal,
  extractor?: ExtractorPool,
): Promise<number> {
  let finished = 0;
  while (!signal?.aborted) {
    const version = await claimNext(db);
    if (!version) break;
    try {
      const outcome = await makeThumbnail(storage, version.storage_key, version.mime_type, { signal }, extractor);
      if (outcome.state === 'failed') {
        log.warn({ version: version.id, reason: outcome.reason }, 'miniatura del documento non riuscita');
      }
      await recordThumbnail(db, storage, version, outcome);
    } catch (error) {
      await db.execute(sql`update document_versions set thumbnail_state = 'pending' where id = ${version.id}`);
      if (signal?.aborted) break;
      log.error({ err: error, version: version.id }, 'miniatura rimandata: archivio non raggiungibile');
      break;
    }
    finished += 1;
  }
  return finished;
}

/**
 * Thumbnails left `running` by a server that stopped fail: unlike the text, nothing depends on them, and a file
 * that keeps stopping the server must not be taken again.
 */
export async function failStaleThumbnails(db: Db, staleMinutes: number, now = new Date()): Promise<void> {
  await db.execute(sql`update document_versions set thumbnail_state = 'failed', updated_at = now()
    where thumbnail_state = 'running'
      and updated_at < ${now.toISOString()}::timestamptz - make_interval(mins => ${staleMinutes})`);
}
