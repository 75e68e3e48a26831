import {
  computeHealthScore,
  ERROR_SEVERITIES,
  type ErrorSeverity,
  emptySeverityCounts,
  type HealthStatus,
  healthStatus,
  PENDING_PATTERN_STATUSES,
  type SeverityCounts,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';
import type { JobDefinition } from '@/platform/jobs/scheduler';
import { selfHealingHealthSnapshots } from './tables';

export interface HealthNow {
  score: number;
  status: HealthStatus;
  timestamp: string;
  errors24h: SeverityCounts;
  error_count_24h: number;
  critical_errors: number;
  pending_issues: number;
}

/** How long trend points and hourly counters are kept. */
export const SELF_HEALING_HISTORY_DAYS = 30;
/**
 * Patterns not seen for this long are deleted with their samples, unless a healing session refers to them:
 * anonymous visitors can invent messages, and the table must not grow forever.
 */
export const PATTERN_RETENTION_DAYS = 90;
/** The scheduled recomputation: every few minutes, so the dashboard's score stays current between manual updates. */
export const HEALTH_JOB_INTERVAL_MS = 5 * 60_000;

/** "Last 24 h" is the current clock hour and the 23 before it: the counters are hourly. */
export const LAST_24H_BUCKETS = sql`date_trunc('hour', now()) - interval '23 hours'`;

function isSeverity(value: string): value is ErrorSeverity {
  return (ERROR_SEVERITIES as readonly string[]).includes(value);
}

/** The health score now, from the hourly counters and the pending patterns (formula in packages/shared). */
export async function computeHealth(db: Db): Promise<HealthNow> {
  const [counts, pendingRows] = await Promise.all([
    selectRows<{ counter: string; n: string }>(
      db,
      sql`select counter, sum(occurrences)::text as n from self_healing_error_counts
          where bucket >= ${LAST_24H_BUCKETS} group by counter`,
    ),
    selectRows<{ severity: string; n: string }>(
      db,
      sql`select severity, count(*)::text as n from self_healing_patterns
          where status in (${sql.join(
            PENDING_PATTERN_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )}) group by severity`,
    ),
  ]);
  const errors24h = emptySeverityCounts();
  for (const row of counts) if (isSeverity(row.counter)) errors24h[row.counter] = Number(row.n);
  const pending = emptySeverityCounts();
  for (const row of pendingRows) if (isSeverity(row.severity)) pending[row.severity] = Number(row.n);
  const score = computeHealthScore({ errors24h, pending });
  return {
    score,
    status: healthStatus(score),
    timestamp: new Date().toISOString(),
    errors24h,
    error_count_24h: errors24h.critical + errors24h.high + errors24h.medium + errors24h.low,
    critical_errors: errors24h.critical,
    pending_issues: pending.critical + pending.high + pending.medium + pending.low,
  };
}

/** Recomputes and stores a trend point. */
export async function recordHealth(db: Db): Promise<HealthNow> {
  const health = await computeHealth(db);
  await db.insert(selfHealingHealthSnapshots).values({
    score: health.score,
    error_count_24h: health.error_count_24h,
    critical_errors: health.critical_errors,
    pending_issues: health.pending_issues,
    created_at: new Date(health.timestamp),
  });
  return health;
}

/** Recomputes the health every few minutes for the trend, and forgets history past its retention. */
export function healthJob(db: Db): JobDefinition {
  return {
    name: 'self-healing-health',
    description: `Ricalcola lo stato di salute del sistema ogni ${HEALTH_JOB_INTERVAL_MS / 60_000} minuti, conserva l'andamento per ${SELF_HEALING_HISTORY_DAYS} giorni ed elimina gli schemi di errore non più visti da ${PATTERN_RETENTION_DAYS} giorni`,
    intervalMs: HEALTH_JOB_INTERVAL_MS,
    firstRunDelayMs: 30_000,
    async run() {
      await recordHealth(db);
      const cutoff = sql`now() - make_interval(days => ${SELF_HEALING_HISTORY_DAYS})`;
      await db.execute(sql`delete from self_healing_health_snapshots where created_at < ${cutoff}`);
      await db.execute(sql`delete from self_healing_error_counts where bucket < ${cutoff}`);
      await db.execute(sql`
        delete from self_healing_patterns p
        where p.last_seen_at < now() - make_interval(days => ${PATTERN_RETENTION_DAYS})
          and not exists (select 1 from self_healing_sessions s where s.pattern_id = p.id)`);
    },
  };
}

/**
 * Submissions refresh the health at most this often per instance, so the success toast can say the metrics
 * were updated without a flood recomputing it on every request.
 */
export const SUBMIT_HEALTH_REFRESH_MS = 10_000;

export class HealthRefresher {
  private lastAt = 0;
  private running: Promise<unknown> | null = null;

  constructor(private readonly db: Db) {}

  /**
   * Records a trend point unless one was recorded recently; `force` (manual reports) always gets fresh
   * metrics. True when the metrics were updated for this submission.
   */
  async refresh(options: { force?: boolean } = {}, now = Date.now()): Promise<boolean> {
    if (this.running) {
      if (!options.force) return false;
      await this.running.catch(() => undefined);
      return true;
    }
    if (!options.force && now - this.lastAt < SUBMIT_HEALTH_REFRESH_MS) return false;
    this.lastAt = now;
    this.running = recordHealth(this.db);
    try {
      await this.running;
      return true;
    } finally {
      this.running = null;
    }
  }
}
