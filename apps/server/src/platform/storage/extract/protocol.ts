/** Messages between the extraction pool (in the server) and its worker (worker.ts). One job at a time per worker. */

/** What a job makes of its file: the text for the index, or a small picture of it (parsers/thumbnail.ts). */
export type JobTask = 'text' | 'thumbnail';

/** Main → worker: a job opens with `start`, streams its bytes as `chunk`s, and closes with `end` (or `cancel`). */
export type ToWorker =
  | { kind: 'start'; id: number; task: JobTask; mimeType: string; maxChars: number }
  | { kind: 'chunk'; id: number; bytes: Uint8Array }
  /** `cut`: the input stopped at the pool's byte limit for text, so the text is known to be incomplete. */
  | { kind: 'end'; id: number; cut: boolean }
  | { kind: 'cancel'; id: number };

/** What a parser found, before clean-up and truncation. */
export interface ParsedText {
  text: string;
  /** Set when the parser itself stopped early (enough characters), so the text is known to be incomplete. */
  stoppedEarly?: boolean;
  pageCount?: number;
}

/** A thumbnail as WebP bytes, with its pixel size. */
export interface RenderedThumbnail {
  bytes: Uint8Array;
  width: number;
  height: number;
}

/** Worker → main: the job's result; `failed` carries an English reason for the logs. */
export type FromWorker =
  | { id: number; state: 'done'; text: string; truncated: boolean; pageCount?: number }
  | ({ id: number; state: 'thumbnail' } & RenderedThumbnail)
  | { id: number; state: 'failed'; reason: string };
