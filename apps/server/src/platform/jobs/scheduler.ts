import { hostname } from 'node:os';
import type { JobStatus } from '@portale/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/platform/db/database';

export interface JobDefinition {
  name: string;
  /** Italian, shown on the server status page. */
  description: string;
  intervalMs: number;
  /** Delay before the first run, so start-up is not slowed down. */
  firstRunDelayMs?: number;
  run(): Promise<void>;
}

/** One finished run, for observers such as the Prometheus metrics. */
export interface JobRun {
  name: string;
  durationMs: number;
  failed: boolean;
}

interface JobState {
  definition: JobDefinition;
  timer: NodeJS.Timeout | null;
  running: boolean;
  /** When this instance last found the period's run already taken by another instance (or an earlier run). */
  lastSkippedAt: Date | null;
  /** A failure to reach the shared run table, kept here because it could not be written there. */
  claimError: string | null;
  nextRunAt: Date | null;
}

/**
 * A run may start when the previous one (on any instance) started at least this share of an interval ago:
 * timers on different instances drift, and a strict "a whole interval" would make the late one skip twice.
 */
export const CLAIM_SHARE_OF_INTERVAL = 0.9;

interface JobRunRow {
  name: string;
  last_started_at: Date | string;
  last_duration_ms: number | null;
  last_error: string | null;
  last_instance: string;
}

let schedulersInProcess = 0;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Runs periodic jobs. Every instance schedules them, but a run first claims the period in the shared
 * `job_runs` table (an atomic conditional upsert): with several instances on one PostgreSQL each job runs once
 * per period, and the instances that find it taken skip it and say so. A run never overlaps the previous one of
 * the same job in this process. The embedded database (one process) goes through the same table.
 */
export class Scheduler {
  private readonly jobs = new Map<string, JobState>();
  private started = false;
  /** This instance, as the status page names it (a second app in the same process, as in tests, gets a number). */
  readonly instance: string;
  private readonly runObservers: ((run: JobRun) => void)[] = [];

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly database: Database,
  ) {
    schedulersInProcess += 1;
    this.instance = `${hostname()}:${process.pid}${schedulersInProcess > 1 ? `#${schedulersInProcess}` : ''}`;
  }

  /** Calls `observer` after every run this instance makes of a job (not the periods another instance took). */
  onRun(observer: (run: JobRun) => void): void {
    this.runObservers.push(observer);
  }

  register(definition: JobDefinition): void {
    this.jobs.set(definition.name, {
      definition,
      timer: null,
      running: false,
      lastSkippedAt: null,
      claimError: null,
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

  /** Runs a job now whoever ran it last (tests, manual refreshes); resolves when it has finished. */
  async runNow(name: string): Promise<void> {
    await this.execute(this.stateOf(name), { force: true });
  }

  /**
   * Runs a job if its period is still free, as the timer does; resolves to whether it ran here (tests use it to
   * play two instances).
   */
  async runIfDue(name: string): Promise<boolean> {
    return this.execute(this.stateOf(name), { force: false });
  }

  /** Every job with its last run on any instance (from the shared table) and this instance's own timer. */
  async status(): Promise<JobStatus[]> {
    const rows = await this.database
      .query<JobRunRow>(
        'select name, last_started_at, last_duration_ms, last_error, last_instance from job_runs where name = any($1)',
        [[...this.jobs.keys()]],
      )
      .catch(() => [] as JobRunRow[]);
    const byName = new Map(rows.map((r) => [r.name, r]));
    return [...this.jobs.values()].map((s) => {
      const run = byName.get(s.definition.name);
      return {
        name: s.definition.name,
        description: s.definition.description,
        interval_seconds: Math.round(s.definition.intervalMs / 1000),
        last_run_at: iso(run?.last_started_at ?? null),
        last_duration_ms: run?.last_duration_ms ?? null,
        last_error: s.claimError ?? run?.last_error ?? null,
        last_run_by: run?.last_instance ?? null,
        last_skipped_at: iso(s.lastSkippedAt),
        next_run_at: iso(s.nextRunAt),
      };
    });
  }

  private stateOf(name: string): JobState {
    const state = this.jobs.get(name);
    if (!state) throw new Error(`Job sconosciuto: ${name}`);
    return state;
  }

  private schedule(state: JobState, delayMs: number): void {
    state.nextRunAt = new Date(Date.now() + delayMs);
    state.timer = setTimeout(() => {
      void this.execute(state, { force: false }).finally(() => {
        if (this.started) this.schedule(state, state.definition.intervalMs);
      });
    }, delayMs);
    state.timer.unref();
  }

  /** Takes this period's run in the shared table; false when another run (here or elsewhere) already has it. */
  private async claim(state: JobState, force: boolean): Promise<boolean> {
    const minAgeSeconds = force ? 0 : (state.definition.intervalMs / 1000) * CLAIM_SHARE_OF_INTERVAL;
    const rows = await this.database.query(
      `insert into job_runs (name, last_started_at, last_instance) values ($1, now(), $2)
       on conflict (name) do update set last_started_at = now(), last_instance = excluded.last_instance
       where job_runs.last_started_at <= now() - make_interval(secs => $3)
       returning name`,
      [state.definition.name, this.instance, minAgeSeconds],
    );
    return rows.length > 0;
  }

  private async execute(state: JobState, options: { force: boolean }): Promise<boolean> {
    if (state.running) return false;
    state.running = true;
    const name = state.definition.name;
    try {
      try {
        if (!(await this.claim(state, options.force))) {
          state.lastSkippedAt = new Date();
          this.log.debug({ job: name }, 'job già eseguito in questo periodo da un’altra istanza: saltato');
          return false;
        }
        state.claimError = null;
      } catch (error) {
        state.claimError = `Registro delle esecuzioni non raggiungibile: ${error instanceof Error ? error.message : String(error)}`;
        this.log.error({ job: name, err: error }, 'job non avviato');
        return false;
      }
      const started = performance.now();
      let failure: string | null = null;
      try {
        await state.definition.run();
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
        this.log.error({ job: name, err: error }, 'job fallito');
      }
      const run = { name, durationMs: performance.now() - started, failed: failure !== null };
      for (const observe of this.runObservers) observe(run);
      await this.database
        .query(
          'update job_runs set last_finished_at = now(), last_duration_ms = $2, last_error = $3 where name = $1 and last_instance = $4',
          [name, Math.round(performance.now() - started), failure, this.instance],
        )
        .catch((error) => this.log.warn({ job: name, err: error }, 'esito del job non salvato'));
      return true;
    } finally {
      state.running = false;
    }
  }
}
