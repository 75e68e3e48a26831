import {
  ERROR_SEVERITIES,
  type ErrorPattern,
  type ErrorSample,
  type ErrorSeverity,
  type ManualReportSummary,
  PATTERN_STATUSES,
  type PatternAnalysis,
  type PatternDetail,
  type PatternList,
  type PatternListQuery,
  type PatternStatus,
  type PatternStatusUpdate,
  paginationOf,
} from '@portale/shared';
import { and, asc, count, desc, eq, getTableColumns, ilike, or, type SQL, sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { found } from '@/platform/http/errors';
import { listHealingSessions } from './sessions';
import { selfHealingErrorSamples, selfHealingPatterns, selfHealingReports } from './tables';

export const PATTERN_NOT_FOUND = 'Schema di errore non trovato';

const p = selfHealingPatterns;

/** Affected sessions are browser sessions (s:…); affected users are distinct logged-in users. */
const affectedSessions = sql<number>`(select count(*) from self_healing_pattern_sessions s
  where s.pattern_id = ${p.id} and s.session_key like 's:%')`.mapWith(Number);
const affectedUsers = sql<number>`(select count(distinct s.user_id) from self_healing_pattern_sessions s
  where s.pattern_id = ${p.id})`.mapWith(Number);

export const patternColumns = {
  ...getTableColumns(p),
  affected_sessions: affectedSessions,
  affected_users: affectedUsers,
};
export type PatternRow = typeof p.$inferSelect & { affected_sessions: number; affected_users: number };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toErrorPattern(row: PatternRow): ErrorPattern {
  return {
    id: row.id,
    error_type: row.error_type,
    title: row.title,
    message: row.message,
    severity: row.severity as ErrorSeverity,
    status: row.status as PatternStatus,
    source: row.source as ErrorPattern['source'],
    occurrence_count: row.occurrence_count,
    sampled_count: row.sampled_count,
    affected_users: row.affected_users,
    affected_sessions: row.affected_sessions,
    first_seen_at: row.first_seen_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    last_url: row.last_url,
    regression_count: row.regression_count,
    regressed_at: iso(row.regressed_at),
    resolved_at: iso(row.resolved_at),
    has_ai_analysis: row.analysis !== null,
    analyzed_at: iso(row.analyzed_at),
  };
}

const SORTS: Record<string, SQL | typeof affectedUsers> = {
  last_seen_at: sql`${p.last_seen_at}`,
  first_seen_at: sql`${p.first_seen_at}`,
  occurrence_count: sql`${p.occurrence_count}`,
  severity: sql`${p.severity_rank}`,
  affected_users: affectedUsers,
};

export async function listPatterns(db: Db, _actor: Actor, query: PatternListQuery): Promise<PatternList> {
  const conditions: SQL[] = [];
  if (query.severity) conditions.push(eq(p.severity, query.severity));
  if (query.error_type) conditions.push(eq(p.error_type, query.error_type));
  if (query.status) conditions.push(eq(p.status, query.status));
  if (query.search) {
    const like = containsPattern(query.search);
    conditions.push(or(ilike(p.title, like), ilike(p.message, like), ilike(p.error_type, like))!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const sort = query.sort ?? '-last_seen_at';
  const key = sort.replace(/^-/, '');
  const direction = sort.startsWith('-') ? desc : asc;
  const [[total], rows, types] = await Promise.all([
    db.select({ n: count() }).from(p).where(where),
    db
      .select(patternColumns)
      .from(p)
      .where(where)
      .orderBy(direction(SORTS[key] ?? p.last_seen_at), desc(p.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.selectDistinct({ error_type: p.error_type }).from(p).orderBy(p.error_type),
  ]);
  return {
    items: rows.map(toErrorPattern),
    pagination: paginationOf(query.page, query.per_page, total?.n ?? 0),
    filter_options: {
      severities: [...ERROR_SEVERITIES],
      error_types: types.map((t) => t.error_type),
      statuses: [...PATTERN_STATUSES],
    },
  };
}

export async function loadPattern(db: Db, id: string): Promise<PatternRow> {
  const [row] = await db.select(patternColumns).from(p).where(eq(p.id, id));
  return found(row, PATTERN_NOT_FOUND);
}

type SampleRow = typeof selfHealingErrorSamples.$inferSelect & { user_name: string | null };

function toSample(row: SampleRow): ErrorSample {
  return {
    id: row.id,
    received_at: row.received_at.toISOString(),
    occurred_at: iso(row.occurred_at),
    type: row.type,
    message: row.message,
    severity: row.severity as ErrorSeverity,
    automatic: row.automatic,
    stack: row.stack,
    url: row.url,
    filename: row.filename,
    lineno: row.lineno,
    colno: row.colno,
    user_agent: row.user_agent,
    session_id: row.session_id,
    user_name: row.user_name,
    page_context: row.page_context as Record<string, unknown> | null,
    browser_context: row.browser_context as Record<string, unknown> | null,
    error_context: row.error_context as Record<string, unknown> | null,
  };
}

const userName = sql<string | null>`nullif(trim(${users.first_name} || ' ' || ${users.last_name}), '')`;

/** The samples of a pattern, latest first. */
export async function patternSamples(db: Db, patternId: string): Promise<ErrorSample[]> {
  const rows = await db
    .select({ ...getTableColumns(selfHealingErrorSamples), user_name: userName })
    .from(selfHealingErrorSamples)
    .leftJoin(users, eq(users.id, selfHealingErrorSamples.user_id))
    .where(eq(selfHealingErrorSamples.pattern_id, patternId))
    .orderBy(desc(selfHealingErrorSamples.received_at), desc(selfHealingErrorSamples.slot));
  return rows.map(toSample);
}

export async function getPatternDetail(db: Db, actor: Actor, id: string): Promise<PatternDetail> {
  const row = await loadPattern(db, id);
  const r = selfHealingReports;
  const [samples, sessions, reports, changedBy] = await Promise.all([
    patternSamples(db, id),
    listHealingSessions(db, actor, { page: 1, per_page: 20, pattern_id: id }),
    db
      .select({ ...getTableColumns(r), user_name: userName })
      .from(r)
      .leftJoin(users, eq(users.id, r.user_id))
      .where(eq(r.pattern_id, id))
      .orderBy(desc(r.created_at))
      .limit(10),
    row.status_changed_by
      ? db.select({ name: userName }).from(users).where(eq(users.id, row.status_changed_by))
      : Promise.resolve([]),
  ]);
  return {
    ...toErrorPattern(row),
    fingerprint: row.fingerprint,
    top_frames: row.top_frames,
    status_note: row.status_note,
    status_changed_at: iso(row.status_changed_at),
    status_changed_by_name: changedBy[0]?.name ?? null,
    analysis: row.analysis as PatternAnalysis | null,
    samples,
    sessions: sessions.items,
    reports: reports.map(
      (report): ManualReportSummary => ({
        id: report.id,
        created_at: report.created_at.toISOString(),
        user_name: report.user_name,
        error_type: report.error_type,
        severity: report.severity as ErrorSeverity,
        quick_report: report.quick_report,
        message: report.message,
        error_context: report.error_context as Record<string, unknown> | null,
      }),
    ),
  };
}

/** Acknowledge, resolve, ignore or reopen. Resolving starts the regression watch (see ingest). */
export async function setPatternStatus(
  db: Db,
  actor: Actor,
  id: string,
  input: PatternStatusUpdate,
): Promise<ErrorPattern> {
  const current = await loadPattern(db, id);
  await audited(
    db,
    actor,
    (tx) =>
      tx
        .update(p)
        .set({
          status: input.status,
          resolved_at: input.status === 'resolved' ? sql`now()` : null,
          status_note: input.note ?? null,
          status_changed_at: sql`now()`,
          status_changed_by: actor.userId,
        })
        .where(eq(p.id, id)),
    {
      action: 'self_healing.pattern_status_changed',
      targetType: 'self_healing_pattern',
      targetId: id,
      details: { from: current.status, to: input.status },
    },
  );
  return toErrorPattern(await loadPattern(db, id));
}
