/** Messages between the extraction pool (in the server) and its worker (worker.ts). One job at a time per worker. */

/** Main → worker: a job opens with `start`, streams its bytes as `chunk`s, and closes with `end` (or `cancel`). */
export type ToWorker =
  | { kind: 'start'; id: number; mimeType: string; maxChars: number }
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

/** Worker → main: the job's result; `failed` carries an English reason for the logs. */
export type FromWorker =
  | { id: number; state: 'done'; text: string; truncated: boolean; pageCount?: number }
  | { id: number; state: 'failed'; reason: string };
