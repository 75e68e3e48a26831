import type { JobStatus } from '@portale/shared';
import type { FastifyBaseLogger } from 'fastify';

export interface JobDefinition {
  name: string;
  /** Italian, shown on the server status page. */
  description: string;
  intervalMs: number;
  /** Delay before the first run, so start-up is not slowed down. */
  firstRunDelayMs?: number;
  run(): Promise<void>;
}

interface JobState {
  definition: JobDefinition;
  timer: NodeJS.Timeout | null;
  running: boolean;
  lastRunAt: Date | null;
  lastDurationMs: number | null;
  lastError: string | null;
  nextRunAt: Date | null;
}

/**
 * Runs periodic jobs in this process. With several instances each runs them too, so every job must be
 * idempotent (deleting expired rows is). A run never overlaps the previous one of the same job.
 */
export class Scheduler {
  private readonly jobs = new Map<string, JobState>();
  private started = false;

  constructor(private readonly log: FastifyBaseLogger) {}

  register(definition: JobDefinition): void {
    this.jobs.set(definition.name, {
      definition,
      timer: null,
      running: false,
      lastRunAt: null,
      lastDurationMs: null,
      lastError: null,
      nextRunAt: null,
    });
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const state of this.jobs.values())
      this.schedule(state, state.definition.firstRunDelayMs ?? state.definition.intervalMs);
  }

  stop(): void {
    this.started = false;
    for (const state of this.jobs.values()) {
      if (state.timer) clearTimeout(state.timer);
      state.timer = null;
      state.nextRunAt = null;
    }
  }

  /** Runs a job now (also used by tests); resolves when it has finished. */
  async runNow(name: string): Promise<void> {
    const state = this.jobs.get(name);
    if (!state) throw new Error(`Job sconosciuto: ${name}`);
    await this.execute(state);
  }

  status(): JobStatus[] {
    return [...this.jobs.values()].map((s) => ({
      name: s.definition.name,
      description: s.definition.description,
      interval_seconds: Math.round(s.definition.intervalMs / 1000),
      last_run_at: s.lastRunAt?.toISOString() ?? null,
      last_duration_ms: s.lastDurationMs,
      last_error: s.lastError,
      next_run_at: s.nextRunAt?.toISOString() ?? null,
    }));
  }

  private schedule(state: JobState, delayMs: number): void {
    state.nextRunAt = new Date(Date.now() + delayMs);
    state.timer = setTimeout(() => {
      void this.execute(state).finally(() => {
        if (this.started) this.schedule(state, state.definition.intervalMs);
      });
    }, delayMs);
    state.timer.unref();
  }

  private async execute(state: JobState): Promise<void> {
    if (state.running) return;
    state.running = true;
    const started = performance.now();
    try {
      await state.definition.run();
      state.lastError = null;
    } catch (error) {
      state.lastError = error instanceof Error ? error.message : String(error);
      this.log.error({ job: state.definition.name, err: error }, 'job fallito');
    } finally {
      state.running = false;
      state.lastRunAt = new Date();
      state.lastDurationMs = Math.round(performance.now() - started);
    }
  }
}
