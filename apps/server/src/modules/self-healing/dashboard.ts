import {
  ERROR_SEVERITIES,
  type ErrorSeverity,
  emptySeverityCounts,
  PENDING_PATTERN_STATUSES,
  RECENT_ACTIVITY_HOURS,
  SEVERITY_RANK,
  type SelfHealingDashboard,
} from '@portale/shared';
import { and, desc, gte, inArray, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { computeHealth, LAST_24H_BUCKETS } from './health';
import { patternColumns, toErrorPattern } from './patterns';
import { listHealingSessions } from './sessions';
import { selfHealingPatterns } from './tables';

const CRITICAL_PATTERNS_SHOWN = 10;
const RECENT_SESSIONS_SHOWN = 5;

interface PatternStats {
  total: number;
  open: number;
  acknowledged: number;
  resolved: number;
  ignored: number;
  new_24h: number;
  regressions_7d: number;
  analysed: number;
}

/** Spec §3 dashboard data: current health, 24 h trend, critical patterns, recent sessions, quick stats. */
export async function selfHealingDashboard(db: Db, actor: Actor): Promise<SelfHealingDashboard> {
  const p = selfHealingPatterns;
  const [health, trend, critical, sessions, [stats], [sessionStats], counts] = await Promise.all([
    computeHealth(db),
    // One point per 5 minutes at most, whatever triggered the recomputations.
    selectRows<{ timestamp: string; score: number }>(
      db,
      sql`select to_char(date_bin('5 minutes', created_at, timestamptz '2000-01-01') at time zone 'UTC',
            'YYYY-MM-DD"T"HH24:MI:SS"Z"') as timestamp, round(avg(score))::int as score
          from self_healing_health_snapshots where created_at > now() - interval '24 hours'
          group by 1 order by 1`,
    ),
    db
      .select(patternColumns)
      .from(p)
      .where(and(inArray(p.status, [...PENDING_PATTERN_STATUSES]), gte(p.severity_rank, SEVERITY_RANK.high)))
      .orderBy(desc(p.severity_rank), desc(p.last_seen_at))
      .limit(CRITICAL_PATTERNS_SHOWN),
    listHealingSessions(db, actor, { page: 1, per_page: RECENT_SESSIONS_SHOWN }),
    selectRows<PatternStats>(
      db,
      sql`select count(*)::int as total,
            count(*) filter (where status = 'open')::int as open,
            count(*) filter (where status = 'acknowledged')::int as acknowledged,
            count(*) filter (where status = 'resolved')::int as resolved,
            count(*) filter (where status = 'ignored')::int as ignored,
            count(*) filter (where first_seen_at > now() - interval '24 hours')::int as new_24h,
            count(*) filter (where regressed_at > now() - interval '7 days')::int as regressions_7d,
            count(*) filter (where analysis is not null)::int as analysed
          from self_healing_patterns`,
    ),
    selectRows<{ active: number; completed_7d: number; recent: boolean | null }>(
      db,
      sql`select count(*) filter (where status = 'in_progress')::int as active,
            count(*) filter (where status = 'completed' and completed_at > now() - interval '7 days')::int as completed_7d,
            bool_or(started_at > now() - make_interval(hours => ${RECENT_ACTIVITY_HOURS})) as recent
          from self_healing_sessions`,
    ),
    selectRows<{ counter: string; day: string; hour: string | null }>(
      db,
      sql`select counter, sum(occurrences)::text as day,
            sum(occurrences) filter (where bucket = date_trunc('hour', now()))::text as hour
          from self_healing_error_counts where bucket >= ${LAST_24H_BUCKETS} group by counter`,
    ),
  ]);
  const day = (counter: string) => Number(counts.find((c) => c.counter === counter)?.day ?? 0);
  const bySeverity = emptySeverityCounts();
  for (const severity of ERROR_SEVERITIES) bySeverity[severity as ErrorSeverity] = day(severity);
  const currentHour = counts
    .filter((c) => (ERROR_SEVERITIES as readonly string[]).includes(c.counter))
    .reduce((sum, c) => sum + Number(c.hour ?? 0), 0);
  return {
    current_score: health.score,
    status: health.status,
    timestamp: health.timestamp,
    error_count_24h: health.error_count_24h,
    critical_errors: health.critical_errors,
    pending_issues: health.pending_issues,
    health_trend: trend.map((t) => ({ timestamp: t.timestamp, score: Number(t.score) })),
    critical_patterns: critical.map(toErrorPattern),
    recent_sessions: sessions.items,
    quick_stats: {
      total_patterns: stats?.total ?? 0,
      open_patterns: stats?.open ?? 0,
      acknowledged_patterns: stats?.acknowledged ?? 0,
      resolved_patterns: stats?.resolved ?? 0,
      ignored_patterns: stats?.ignored ?? 0,
      new_patterns_24h: stats?.new_24h ?? 0,
      regressions_7d: stats?.regressions_7d ?? 0,
      errors_current_hour: currentHour,
      errors_by_severity_24h: bySeverity,
      analysed_patterns: stats?.analysed ?? 0,
      active_sessions: sessionStats?.active ?? 0,
      completed_sessions_7d: sessionStats?.completed_7d ?? 0,
      rate_limited_24h: day('rate_limited'),
      sampled_24h: day('sampled'),
    },
    recent_activity: sessionStats?.recent === true,
  };
}
