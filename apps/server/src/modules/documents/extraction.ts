import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type Db, selectRows } from '@/platform/db/database';
import type { JobDefinition } from '@/platform/jobs/scheduler';
import {
  createExtractorPool,
  type ExtractionOutcome,
  type ExtractorPool,
  extractText,
} from '@/platform/storage/extract';
import type { FileStorage } from '@/platform/storage/storage';
import { refreshDocumentSearch } from './document-rows';
import { failStaleThumbnails, thumbnailPending } from './thumbnails';

// Text extraction of document versions (docs/documents.md, "Estrazione del testo"): an upload commits its version
// as `pending` and answers at once; the queue below then claims pending versions one at a time (`running`), runs
// the platform's extractor and writes `done` (with the text), `failed` or `unsupported`. The text of a current
// version goes into the document's search vector in the same transaction. A sweep job picks up what a restart left.
// The same queue then draws the pending thumbnails (thumbnails.ts), after the text, which search depends on.

/** A version `running` longer than this was left by a stopped server: the sweep takes it again. */
export const STALE_RUNNING_MINUTES = 10;
/** Marks a version whose extraction was interrupted once: interrupted again, it fails instead of looping. */
const INTERRUPTED = 'interrupted by a restart';

interface ClaimedVersion {
  id: string;
  document_id: string;
  number: number;
  storage_key: string;
  mime_type: string;
}

/** Takes the oldest pending version (skipping ones another instance holds) and marks it running. */
async function claimNext(db: Db): Promise<ClaimedVersion | null> {
  const [row] = await selectRows<ClaimedVersion>(
    db,
    sql`update document_versions v set extraction_state = 'running', updated_at = now()
      from files fi
      where v.id = (select id from document_versions where extraction_state = 'pending'
          order by created_at limit 1 for update skip locked)
        and fi.id = v.file_id
      returning v.id, v.document_id, v.number, fi.storage_key, fi.mime_type`,
  );
  return row ?? null;
}

/** Writes the outcome, and the search vector when the version is (still) its document's current one. */
export async function recordOutcome(db: Db, version: ClaimedVersion, outcome: ExtractionOutcome): Promise<void> {
  await db.transaction(async (tx) => {
    const text = outcome.state === 'done' ? outcome.text : null;
    const error = outcome.state === 'failed' ? outcome.reason.slice(0, 1000) : null;
    const [current] = await selectRows<{ current: boolean }>(
      tx,
      sql`update document_versions v set extraction_state = ${outcome.state}, extracted_text = ${text},
          extraction_error = ${error}, updated_at = now()
        from documents d where v.id = ${version.id} and d.id = v.document_id
        returning v.number = d.current_version as current`,
    );
    if (current?.current) await refreshDocumentSearch(tx, [version.document_id]);
  });
}

/**
 * Extracts every pending version, one at a time, until none is left (or `signal` aborts). A storage failure puts
 * the version back to pending for the next sweep and stops this round. Answers how many versions it finished.
 */
export async function extractPending(
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
    let outcome: ExtractionOutcome;
    try {
      outcome = await extractText(storage, version.storage_key, version.mime_type, { signal }, extractor);
    } catch (error) {
      await db.execute(sql`update document_versions set extraction_state = 'pending' where id = ${version.id}`);
      if (signal?.aborted) break;
      log.error({ err: error, version: version.id }, 'estrazione del testo rimandata: archivio non raggiungibile');
      break;
    }
    if (outcome.state === 'failed') {
      log.warn({ version: version.id, reason: outcome.reason }, 'estrazione del testo non riuscita');
    }
    await recordOutcome(db, version, outcome);
    finished += 1;
  }
  return finished;
}

/**
 * Versions left `running` by a server that stopped go back to pending once; a second interruption (a file that
 * keeps killing the server) makes them `failed`, so the document stays usable.
 */
export async function requeueStale(db: Db, now = new Date()): Promise<void> {
  const stale = sql`extraction_state = 'running'
    and updated_at < ${now.toISOString()}::timestamptz - make_interval(mins => ${STALE_RUNNING_MINUTES})`;
  await db.execute(sql`update document_versions set extraction_state = 'failed', updated_at = now()
    where ${stale} and extraction_error = ${INTERRUPTED}`);
  await db.execute(sql`update document_versions set extraction_state = 'pending', extraction_error = ${INTERRUPTED},
      updated_at = now()
    where ${stale} and extraction_error is distinct from ${INTERRUPTED}`);
}

/**
 * The queue of one server: `kick` after a commit that added pending versions; one drain runs at a time. It owns
 * its worker process, so closing the server (not only idling) stops it.
 */
export class ExtractionQueue {
  private draining: Promise<void> | null = null;
  private again = false;
  private readonly abort = new AbortController();
  /** Started at the first extraction; stopped after an idle while, or by `close`. */
  readonly extractor = createExtractorPool();

  constructor(
    private readonly db: Db,
    private readonly storage: FileStorage,
    private readonly log: FastifyBaseLogger,
  ) {}

  kick(): void {
    if (this.abort.signal.aborted) return;
    if (this.draining) {
      this.again = true;
      return;
    }
    this.draining = this.drain().finally(() => {
      this.draining = null;
    });
  }

  /** Resolves when the current drain (if any) has finished. */
  async idle(): Promise<void> {
    while (this.draining) await this.draining;
  }

  /** Stops at the current file (it goes back to pending), waits for the drain to end and stops the worker. */
  async close(): Promise<void> {
    this.abort.abort(new Error('server closing'));
    await this.idle();
    await this.extractor.close();
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      try {
        await extractPending(this.db, this.storage, this.log, this.abort.signal, this.extractor);
        await thumbnailPending(this.db, this.storage, this.log, this.abort.signal, this.extractor);
      } catch (error) {
        if (!this.abort.signal.aborted) this.log.error({ err: error }, 'coda di estrazione del testo interrotta');
        return;
      }
    } while (this.again && !this.abort.signal.aborted);
  }
}

// Keyed by the storage, which every plugin context of one server shares (the contexts themselves differ).
const queues = new WeakMap<FileStorage, ExtractionQueue>();

/** This server's queue, made on first use; `closeOnShutdown` ties it to the server's close. */
export function extractionQueue(app: FastifyInstance): ExtractionQueue {
  let queue = queues.get(app.storage);
  if (!queue) {
    queue = new ExtractionQueue(app.db, app.storage, app.log);
    queues.set(app.storage, queue);
  }
  return queue;
}

/** Every few minutes: requeue what a restart left running, then extract (and draw) whatever is pending. */
export function documentExtractionJob(queue: ExtractionQueue, db: Db): JobDefinition {
  return {
    name: 'documents-extraction',
    description:
      'Estrae il testo dei documenti caricati rimasto in attesa, per la ricerca nel contenuto, e ne disegna le miniature',
    intervalMs: 5 * 60 * 1000,
    firstRunDelayMs: 30 * 1000,
    async run() {
      await requeueStale(db);
      await failStaleThumbnails(db, STALE_RUNNING_MINUTES);
      queue.kick();
      await queue.idle();
    },
  };
}
