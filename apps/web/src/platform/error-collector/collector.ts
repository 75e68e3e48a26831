import {
  ERROR_BATCH_INTERVAL_MS,
  ERROR_COLLECTOR_VERSION,
  ERROR_QUEUE_MAX,
  type ErrorBatchPayloadInput,
  isIgnoredClientError,
} from '@portale/shared';
import { buildRecord, type QueuedRecord, type RawError } from './records';
import type { CollectorSession } from './session';

/** What the collector needs from the outside world; tests pass their own. */
export interface CollectorDeps {
  /** Sends one batch; rejects when it did not arrive. */
  send: (payload: ErrorBatchPayloadInput) => Promise<unknown>;
  isOnline: () => boolean;
  /** The admin setting for automatic error submission (off by default). */
  isAutoSubmitEnabled: () => boolean;
  session: CollectorSession;
  now?: () => number;
}

/** Failures worth trying again later: no connection, rate limited, server trouble. Others drop the batch. */
function isRetryable(error: unknown): { retry: boolean; afterMs: number } {
  const { status, retryAfter } = (error ?? {}) as { status?: unknown; retryAfter?: unknown };
  if (typeof status !== 'number') return { retry: true, afterMs: 0 };
  if (status === 429) return { retry: true, afterMs: typeof retryAfter === 'number' ? retryAfter * 1000 : 0 };
  return { retry: status === 0 || status >= 500, afterMs: 0 };
}

/**
 * Spec §4 "automatic error sending": records are queued (max 100, oldest dropped) and sent in batches every
 * 30 s, only while online and with auto-submit enabled. Critical errors are sent at once (never waiting for
 * the batch); several in the same tick share one request, and a request in flight is never doubled.
 */
export class ErrorCollector {
  private queue: QueuedRecord[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  private immediate: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> | null = null;
  private pausedUntil = 0;
  private readonly now: () => number;

  constructor(private readonly deps: CollectorDeps) {
    this.now = deps.now ?? Date.now;
  }

  get size(): number {
    return this.queue.length;
  }

  /** A copy of the queue, oldest first. */
  pending(): QueuedRecord[] {
    return [...this.queue];
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush('all'), ERROR_BATCH_INTERVAL_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.immediate) clearTimeout(this.immediate);
    this.timer = null;
    this.immediate = null;
  }

  /** Records an error unless spec §8 says to ignore it. Returns the queued record, or null if ignored. */
  record(raw: RawError): QueuedRecord | null {
    const url = typeof raw.context?.url === 'string' ? raw.context.url : null;
    if (isIgnoredClientError({ type: raw.type, message: raw.message, filename: raw.filename, url })) return null;
    const record = buildRecord(raw, this.deps.session, new Date(this.now()));
    this.queue.push(record);
    if (this.queue.length > ERROR_QUEUE_MAX) this.queue.splice(0, this.queue.length - ERROR_QUEUE_MAX);
    if (record.severity === 'critical') this.sendCriticalSoon();
    return record;
  }

  /**
   * Sends what may go now: everything (the 30 s batch, coming back online) or only the critical records.
   * Nothing leaves while offline or with auto-submit off; the queue waits.
   */
  async flush(scope: 'all' | 'critical' = 'all'): Promise<void> {
    // One request at a time: wait for the one in flight, then look at what is left.
    while (this.inFlight) await this.inFlight;
    if (!this.maySend()) return;
    const batch = scope === 'all' ? this.queue : this.queue.filter((r) => r.severity === 'critical');
    if (batch.length === 0) return;
    this.queue = scope === 'all' ? [] : this.queue.filter((r) => r.severity !== 'critical');
    this.inFlight = this.sendBatch(batch).finally(() => {
      this.inFlight = null;
    });
    await this.inFlight;
  }

  private maySend(): boolean {
    return this.deps.isOnline() && this.deps.isAutoSubmitEnabled() && this.now() >= this.pausedUntil;
  }

  private async sendBatch(batch: QueuedRecord[]): Promise<void> {
    const now = this.now();
    const payload: ErrorBatchPayloadInput = {
      errors: batch,
      batch_info: {
        sent_at: new Date(now).toISOString(),
        batch_size: batch.length,
        collector_version: ERROR_COLLECTOR_VERSION,
      },
      session_metadata: {
        session_id: this.deps.session.sessionId,
        page_loads: this.deps.session.pageLoads,
        // Milliseconds since this page was loaded.
        time_on_page: Math.max(0, now - this.deps.session.pageStart),
      },
    };
    try {
      await this.deps.send(payload);
    } catch (error) {
      const { retry, afterMs } = isRetryable(error);
      if (!retry) return;
      this.pausedUntil = this.now() + afterMs;
      // Back at the front, still within the cap: newer errors win if the queue filled up meanwhile.
      this.queue = [...batch, ...this.queue].slice(-ERROR_QUEUE_MAX);
    }
  }

  private sendCriticalSoon(): void {
    if (this.immediate) return;
    this.immediate = setTimeout(() => {
      this.immediate = null;
      void this.flush('critical');
    }, 0);
  }
}
