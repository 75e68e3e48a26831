/**
 * Text extraction for the full-text index (docs/storage.md, "Estrazione del testo"): the text of a stored PDF,
 * DOCX, ODT/ODS/ODP, XLSX, PPTX, TXT, MD or CSV, parsed in a worker process with a time limit and a memory cap.
 * The same worker draws thumbnails of PDFs and images (`makeThumbnail`). Any module may use them; the documents
 * module runs both as background jobs after an upload.
 */
import type { FileStorage } from '../storage';
import { bareMime, hasThumbnail, parserFor } from './formats';
import { ExtractorPool, extractorWorkerEntry, type JobResult } from './pool';

export type ExtractionOutcome =
  | { state: 'done'; text: string; truncated: boolean; pageCount?: number }
  /** A type we do not extract (images, archives, legacy Office…). */
  | { state: 'unsupported' }
  /** The content could not be read; `reason` is English, for the logs (the UI says "estrazione non riuscita"). */
  | { state: 'failed'; reason: string };

export interface ExtractOptions {
  /** Default 30 s, from the moment the job starts (time waiting behind other jobs does not count). */
  timeoutMs?: number;
  /** Default 2,000,000 characters; longer text is cut and marked `truncated`. */
  maxChars?: number;
  /** Larger files fail (text files are read up to it and marked `truncated`). Default 100 MB. */
  maxBytes?: number;
  /** Aborting stops the job (and its worker) and rejects with the signal's reason. */
  signal?: AbortSignal;
}

export const EXTRACTION_DEFAULTS = {
  timeoutMs: 30_000,
  maxChars: 2_000_000,
  maxBytes: 100 * 1024 * 1024,
  memoryLimitMb: 384,
  idleMs: 15_000,
} as const;

/** Whether `extractText` reads this type (the mime types file-types.ts detects; parameters are ignored). */
export function isExtractable(mimeType: string): boolean {
  return parserFor(mimeType) !== undefined;
}

/**
 * A pool of its own, for a user that must stop its worker when it stops (a server's extraction queue closes its
 * pool in the server's `onClose`). The worker starts at the first job and stops after `idleMs` without one.
 */
export const createExtractorPool = () =>
  new ExtractorPool({
    entry: extractorWorkerEntry(import.meta.url),
    memoryLimitMb: EXTRACTION_DEFAULTS.memoryLimitMb,
    idleMs: EXTRACTION_DEFAULTS.idleMs,
  });

let pool: ExtractorPool | null = null;

const defaultPool = () => (pool ??= createExtractorPool());

/**
 * The text of a stored blob. Never throws for bad content: a broken, hostile or oversized file gives `failed`, and
 * the server (and the next extraction) carry on. Rejects only when the storage itself fails (a transient error a
 * job may retry) or the signal aborts. Jobs run one at a time; each streams its blob into the worker.
 */
export async function extractText(
  storage: FileStorage,
  storageKey: string,
  mimeType: string,
  options: ExtractOptions = {},
  extractor: ExtractorPool = defaultPool(),
): Promise<ExtractionOutcome> {
  const parser = parserFor(mimeType);
  if (!parser) return { state: 'unsupported' };
  options.signal?.throwIfAborted();
  const maxChars = options.maxChars ?? EXTRACTION_DEFAULTS.maxChars;
  const maxBytes = options.maxBytes ?? EXTRACTION_DEFAULTS.maxBytes;
  const source = await storage.open(storageKey);
  if (!source) return { state: 'failed', reason: 'blob not found in storage' };
  const result = await extractor.run({
    source,
    mimeType: bareMime(mimeType),
    maxChars,
    // A text file needs at most 4 bytes a character: reading further cannot add to the kept text.
    maxBytes: parser === 'text' ? Math.min(maxBytes, maxChars * 4) : maxBytes,
    cutAtLimit: parser === 'text',
    timeoutMs: options.timeoutMs ?? EXTRACTION_DEFAULTS.timeoutMs,
    signal: options.signal,
  });
  return result.state === 'thumbnail' ? unexpected(result) : result;
}

const unexpected = (result: JobResult) =>
  ({ state: 'failed', reason: `unexpected answer from the worker: ${result.state}` }) as const;

export type ThumbnailOutcome =
  /** WebP bytes, at most THUMBNAIL_LIMITS (480 pixels wide). */
  | { state: 'done'; bytes: Buffer; width: number; height: number; mimeType: 'image/webp' }
  /** Neither a PDF nor an image a browser shows. */
  | { state: 'unsupported' }
  | { state: 'failed'; reason: string };

export const THUMBNAIL_DEFAULTS = {
  /** A first page that takes longer than this to draw is not worth the wait. */
  timeoutMs: 20_000,
  /** Larger files get no thumbnail (the whole file is read into the worker). */
  maxBytes: 60 * 1024 * 1024,
} as const;

export { hasThumbnail } from './formats';

/**
 * A small WebP picture of a stored PDF's first page or of an image, drawn in the same worker process (and the same
 * one-at-a-time lane) as the text. Like `extractText`, never throws for bad content (a broken or hostile file gives
 * `failed`) and rejects only when the storage fails or the signal aborts.
 */
export async function makeThumbnail(
  storage: FileStorage,
  storageKey: string,
  mimeType: string,
  options: Pick<ExtractOptions, 'timeoutMs' | 'maxBytes' | 'signal'> = {},
  extractor: ExtractorPool = defaultPool(),
): Promise<ThumbnailOutcome> {
  if (!hasThumbnail(mimeType)) return { state: 'unsupported' };
  options.signal?.throwIfAborted();
  const source = await storage.open(storageKey);
  if (!source) return { state: 'failed', reason: 'blob not found in storage' };
  const result = await extractor.run({
    task: 'thumbnail',
    source,
    mimeType: bareMime(mimeType),
    maxChars: 0,
    maxBytes: options.maxBytes ?? THUMBNAIL_DEFAULTS.maxBytes,
    cutAtLimit: false,
    timeoutMs: options.timeoutMs ?? THUMBNAIL_DEFAULTS.timeoutMs,
    signal: options.signal,
  });
  if (result.state === 'failed') return result;
  if (result.state !== 'thumbnail') return unexpected(result);
  const bytes = Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.length);
  return { state: 'done', bytes, width: result.width, height: result.height, mimeType: 'image/webp' };
}

/** Stops the shared worker (at shutdown, or in tests); the next extraction starts a new one. */
export async function stopTextExtraction(): Promise<void> {
  await pool?.close();
}

export { ExtractorPool, extractorWorkerEntry } from './pool';
