import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FromWorker, JobTask, ToWorker } from './protocol';

/** How to start the worker process: its script and the Node options it needs to run it. */
export interface WorkerEntry {
  script: string;
  execArgv: string[];
}

/**
 * Where the worker is, seen from the module that starts it. The built server is one bundle per entry in `dist/`
 * (build.mjs), with the worker as `dist/extract-worker.js` beside `main.js`; under tsx and Vitest this module is
 * TypeScript source beside worker.ts, which Node 20 runs only through tsx's loader (a root dev dependency).
 */
export function extractorWorkerEntry(moduleUrl: string): WorkerEntry {
  if (!moduleUrl.endsWith('.ts'))
    return { script: fileURLToPath(new URL('./extract-worker.js', moduleUrl)), execArgv: [] };
  const tsx = pathToFileURL(createRequire(moduleUrl).resolve('tsx')).href;
  return { script: fileURLToPath(new URL('./worker.ts', moduleUrl)), execArgv: ['--import', tsx] };
}

export interface PoolOptions {
  entry: WorkerEntry;
  /** The worker's JavaScript heap cap (`--max-old-space-size`); past it the worker dies and the job fails. */
  memoryLimitMb: number;
  /** An idle worker is stopped after this long (it would otherwise keep pdf.js's memory). */
  idleMs: number;
}

export interface JobInput {
  /** Default 'text'. */
  task?: JobTask;
  source: Readable;
  mimeType: string;
  maxChars: number;
  /** Past this many bytes: a text file is cut there (and marked truncated), any other file fails. */
  maxBytes: number;
  cutAtLimit: boolean;
  timeoutMs: number;
  signal?: AbortSignal;
}

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
export type JobResult = WithoutId<FromWorker>;

type Settled = JobResult | { aborted: unknown };

const toResult = ({ id: _id, ...result }: FromWorker): JobResult => result;

export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`file larger than the extraction limit of ${limit} bytes`);
  }
}

/**
 * A pool of one worker process: jobs run one after another (a server with 2 cores has no better use for parsing
 * than a background lane), each streamed from storage into the worker so only one file is ever held in memory.
 * A process, not a `worker_threads` thread: a thread's `resourceLimits` did not hold against a PDF bomb (V8's
 * out-of-memory abort took the whole server down), while a child process that runs out of memory dies alone.
 * A job that times out, crashes the worker or exhausts its memory ends that process; the next job starts a new one.
 */
export class ExtractorPool {
  private worker: ChildProcess | null = null;
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

  /** The worker process's id while one is running (tests check that closing leaves none). */
  get workerPid(): number | undefined {
    return this.worker?.pid;
  }

  /** Stops the worker (tests, shutdown); a later job starts a new one. */
  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const worker = this.worker;
    this.worker = null;
    if (worker && worker.exitCode === null && worker.signalCode === null) {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.kill('SIGKILL');
      await exited;
    }
  }

  private spawn(): ChildProcess {
    const { entry, memoryLimitMb } = this.options;
    const worker = fork(entry.script, [], {
      execArgv: [...entry.execArgv, `--max-old-space-size=${memoryLimitMb}`],
      // Structured clone over the channel, so byte chunks arrive as bytes.
      serialization: 'advanced',
      // Parsers' console output (pdf.js on odd files) must not reach the server's JSON logs.
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
      // The worker needs nothing from the server's environment, its secrets least of all.
      env: {},
    });
    // A crash between jobs only means the next job starts a new process.
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
    worker.channel?.ref();
    const id = this.nextId++;

    let settle!: (result: Settled) => void;
    const settled = new Promise<Settled>((resolve) => {
      settle = resolve;
    });
    let finished = false;
    const end = (result: Settled, stopWorker: boolean) => {
      if (finished) return;
      finished = true;
      if (stopWorker) {
        if (this.worker === worker) this.worker = null;
        worker.kill('SIGKILL');
      }
      settle(result);
    };
    const onMessage = (message: FromWorker) => {
      if (message.id === id) end(toResult(message), false);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
      end({ state: 'failed', reason: `extractor stopped (${signal ?? `exit code ${code}`})` }, true);
    // The worker could not start (a missing script) or its channel broke.
    const onError = (error: Error) => end({ state: 'failed', reason: `extractor unavailable: ${error.message}` }, true);
    const onAbort = () => end({ aborted: input.signal?.reason }, true);
    const timer = setTimeout(
      () => end({ state: 'failed', reason: `timed out after ${input.timeoutMs} ms` }, true),
      input.timeoutMs,
    );
    worker.on('message', onMessage);
    worker.on('exit', onExit);
    worker.on('error', onError);
    input.signal?.addEventListener('abort', onAbort, { once: true });
    const send = (message: ToWorker) =>
      new Promise<void>((resolve) => {
        if (finished) return resolve();
        // Waiting for each chunk to be written keeps at most one chunk in flight: the server holds no file.
        worker.send(message, (error) => {
          if (error) onError(error);
          resolve();
        });
      });

    try {
      await send({ kind: 'start', id, task: input.task ?? 'text', mimeType: input.mimeType, maxChars: input.maxChars });
      const streamed = this.stream(input, id, send, () => finished);
      const outcome = await Promise.race([settled, streamed.then(() => settled)]);
      if ('aborted' in outcome) throw outcome.aborted;
      return outcome;
    } catch (error) {
      // Too large, or the storage failed while reading: the worker drops the partial job and stays.
      const tooLarge = error instanceof TooLargeError;
      if (!finished) void send({ kind: 'cancel', id }).catch(() => undefined);
      end({ state: 'failed', reason: tooLarge ? error.message : 'storage read failed' }, false);
      if (tooLarge) return { state: 'failed', reason: error.message };
      throw error;
    } finally {
      clearTimeout(timer);
      input.source.destroy();
      worker.off('message', onMessage);
      worker.off('exit', onExit);
      worker.off('error', onError);
      input.signal?.removeEventListener('abort', onAbort);
      this.idle(worker);
    }
  }

  /** Streams the source into the worker; resolves once `end` is sent, or as soon as the job is over otherwise. */
  private async stream(input: JobInput, id: number, send: (message: ToWorker) => Promise<void>, over: () => boolean) {
    let size = 0;
    for await (const chunk of input.source) {
      if (over()) return;
      const buffer = chunk as Buffer;
      const room = input.maxBytes - size;
      if (buffer.length > room && !input.cutAtLimit) throw new TooLargeError(input.maxBytes);
      const bytes = buffer.subarray(0, room);
      await send({ kind: 'chunk', id, bytes });
      size += bytes.length;
      if (buffer.length > room) return send({ kind: 'end', id, cut: true });
    }
    if (!over()) await send({ kind: 'end', id, cut: false });
  }

  /** Lets the server exit while the worker waits, and stops the worker once it has waited long enough. */
  private idle(worker: ChildProcess): void {
    if (this.worker !== worker) return;
    worker.unref();
    worker.channel?.unref();
    this.idleTimer = setTimeout(() => {
      if (this.worker === worker) void this.close();
    }, this.options.idleMs);
    this.idleTimer.unref();
  }
}
