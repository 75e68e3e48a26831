import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FromWorker, ToWorker } from './protocol';

/** How to start the worker: a file (the built server) or a bootstrap evaluated in the thread (source under tsx). */
export interface WorkerEntry {
  source: string | URL;
  eval: boolean;
}

/**
 * Where the worker is, seen from the module that starts it. The built server is one bundle per entry in `dist/`
 * (build.mjs), with the worker as `dist/extract-worker.js` beside `main.js`; under tsx and Vitest this module is
 * TypeScript source beside worker.ts, which Node 20 cannot load by itself, so the thread first registers tsx's
 * loader (a root dev dependency) and then imports it.
 */
export function extractorWorkerEntry(moduleUrl: string): WorkerEntry {
  if (!moduleUrl.endsWith('.ts')) return { source: new URL('./extract-worker.js', moduleUrl), eval: false };
  const worker = new URL('./worker.ts', moduleUrl).href;
  // The ESM build of tsx's API: its CommonJS twin resolves its own loader wrongly when imported.
  const tsxApi = pathToFileURL(createRequire(moduleUrl).resolve('tsx/esm/api')).href.replace(/\.cjs$/, '.mjs');
  const source = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(worker)}); });`;
  return { source, eval: true };
}

export interface PoolOptions {
  entry: WorkerEntry;
  /** The worker's JavaScript heap cap; past it the thread is stopped and the job fails. */
  memoryLimitMb: number;
  /** An idle worker is stopped after this long (it would otherwise keep pdf.js's memory). */
  idleMs: number;
}

export interface JobInput {
  source: Readable;
  mimeType: string;
  maxChars: number;
  /** Past this many bytes: a text file is cut there (and marked truncated), any other file fails. */
  maxBytes: number;
  cutAtLimit: boolean;
  timeoutMs: number;
  signal?: AbortSignal;
}

export type JobResult = Omit<FromWorker & { state: 'done' }, 'id'> | { state: 'failed'; reason: string };

const toResult = ({ id: _id, ...result }: FromWorker): JobResult => result;

/**
 * A pool of one worker thread: jobs run one after another (a server with 2 cores has no better use for parsing
 * than a background lane), each streamed from storage into the thread so only one file is ever held in memory.
 * A job that times out, crashes the thread or exhausts its memory ends that thread; the next job starts a new one.
 */
export class ExtractorPool {
  private worker: Worker | null = null;
  private lane: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PoolOptions) {}

  /** Runs a job when the previous ones are done. Rejects only when `signal` aborts (with its reason). */
  run(input: JobInput): Promise<JobResult> {
    const turn = this.lane.then(() => this.runNow(input));
    this.lane = turn.catch(() => undefined);
    return turn;
  }

  /** Stops the worker (tests, shutdown); a later job starts a new one. */
  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private spawn(): Worker {
    const { entry, memoryLimitMb } = this.options;
    const worker = new Worker(entry.source, {
      eval: entry.eval,
      resourceLimits: { maxOldGenerationSizeMb: memoryLimitMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
      // Parsers' console output (pdf.js on odd files) must not reach the server's JSON logs.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    // A crash between jobs only means the next job starts a new thread.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = null;
    });
    return worker;
  }

  private async runNow(input: JobInput): Promise<JobResult> {
    input.signal?.throwIfAborted();
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    this.worker ??= this.spawn();
    const worker = this.worker;
    worker.ref();
    const id = this.nextId++;
    const post = (message: ToWorker, transfer?: ArrayBuffer[]) => worker.postMessage(message, transfer);

    let settle!: (result: JobResult | { aborted: unknown }) => void;
    const settled = new Promise<JobResult | { aborted: unknown }>((resolve) => {
      settle = resolve;
    });
    let finished = false;
    const end = (result: JobResult | { aborted: unknown }, stopWorker: boolean) => {
      if (finished) return;
      finished = true;
      if (stopWorker) {
        if (this.worker === worker) this.worker = null;
        void worker.terminate();
      }
      settle(result);
    };
    const onMessage = (message: FromWorker) => {
      if (message.id === id) end(toResult(message), false);
    };
    const onError = (error: Error) => end({ state: 'failed', reason: `extractor crashed: ${error.message}` }, true);
    const onExit = (code: number) => end({ state: 'failed', reason: `extractor exited with code ${code}` }, true);
    const onAbort = () => end({ aborted: input.signal?.reason }, true);
    const timer = setTimeout(
      () => end({ state: 'failed', reason: `timed out after ${input.timeoutMs} ms` }, true),
      input.timeoutMs,
    );
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    input.signal?.addEventListener('abort', onAbort, { once: true });

    try {
      post({ kind: 'start', id, mimeType: input.mimeType, maxChars: input.maxChars });
      const streamed = this.stream(input, id, post, () => finished);
      const outcome = await Promise.race([settled, streamed.then(() => settled)]);
      if ('aborted' in outcome) throw outcome.aborted;
      return outcome;
    } catch (error) {
      // Too large, or the storage failed while reading: the worker drops the partial job and stays.
      if (!finished) post({ kind: 'cancel', id });
      const tooLarge = error instanceof TooLargeError;
      end({ state: 'failed', reason: tooLarge ? error.message : 'storage read failed' }, false);
      if (tooLarge) return { state: 'failed', reason: error.message };
      throw error;
    } finally {
      clearTimeout(timer);
      input.source.destroy();
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      input.signal?.removeEventListener('abort', onAbort);
      this.idle(worker);
    }
  }

  /** Streams the source into the worker; resolves once `end` is sent, or as soon as the job is over otherwise. */
  private async stream(
    input: JobInput,
    id: number,
    post: (message: ToWorker, transfer?: ArrayBuffer[]) => void,
    over: () => boolean,
  ) {
    let size = 0;
    for await (const chunk of input.source) {
      if (over()) return;
      const buffer = chunk as Buffer;
      const room = input.maxBytes - size;
      if (buffer.length > room && !input.cutAtLimit) throw new TooLargeError(input.maxBytes);
      // A copy of just these bytes, handed over: a chunk may be a view of a larger pooled buffer, which a clone
      // would copy whole.
      const bytes = new Uint8Array(buffer.subarray(0, room));
      post({ kind: 'chunk', id, bytes }, [bytes.buffer]);
      size += bytes.length;
      if (buffer.length > room) {
        post({ kind: 'end', id, cut: true });
        return;
      }
    }
    if (!over()) post({ kind: 'end', id, cut: false });
  }

  /** Lets the process exit while the worker waits, and stops the worker once it has waited long enough. */
  private idle(worker: Worker): void {
    if (this.worker !== worker) return;
    worker.unref();
    this.idleTimer = setTimeout(() => {
      if (this.worker === worker) void this.close();
    }, this.options.idleMs);
    this.idleTimer.unref();
  }
}

export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`file larger than the extraction limit of ${limit} bytes`);
  }
}
