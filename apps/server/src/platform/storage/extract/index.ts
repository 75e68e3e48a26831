/**
 * Text extraction for the full-text index (docs/storage.md, "Estrazione del testo"): the text of a stored PDF,
 * DOCX, ODT/ODS/ODP, XLSX, PPTX, TXT, MD or CSV, parsed in a worker process with a time limit and a memory cap.
 * Any module may use it; the documents module runs it as a background job after an upload.
 */
import type { FileStorage } from '../storage';
import { bareMime, parserFor } from './formats';
import { ExtractorPool, extractorWorkerEntry } from './pool';

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
  return extractor.run({
    source,
    mimeType: bareMime(mimeType),
    maxChars,
    // A text file needs at most 4 bytes a character: reading further cannot add to the kept text.
    maxBytes: parser === 'text' ? Math.min(maxBytes, maxChars * 4) : maxBytes,
    cutAtLimit: parser === 'text',
    timeoutMs: options.timeoutMs ?? EXTRACTION_DEFAULTS.timeoutMs,
    signal: options.signal,
  });
}

/** Stops the shared worker (at shutdown, or in tests); the next extraction starts a new one. */
export async function stopTextExtraction(): Promise<void> {
  await pool?.close();
}

export { ExtractorPool, extractorWorkerEntry } from './pool';
