import {
  type ErrorSeverity,
  type HealingSession,
  type HealingSessionListQuery,
  type HealingSessionStatus,
  type Pagination,
  type PatternStatus,
  paginationOf,
} from '@portale/shared';
import { aliasedTable, and, count, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { conflict, found } from '@/platform/http/errors';
import { selfHealingPatterns, selfHealingSessions } from './tables';

export const SESSION_NOT_FOUND = 'Sessione di correzione non trovata';
export const SESSION_ALREADY_COMPLETED = 'La sessione di correzione è già completata';

const s = selfHealingSessions;
const starter = aliasedTable(users, 'starter');
const completer = aliasedTable(users, 'completer');
const nameOf = (u: typeof starter) => sql<string | null>`nullif(trim(${u.first_name} || ' ' || ${u.last_name}), '')`;

const sessionColumns = {
  ...getTableColumns(s),
  started_by_name: nameOf(starter),
  completed_by_name: nameOf(completer),
  pattern_error_type: selfHealingPatterns.error_type,
  pattern_title: selfHealingPatterns.title,
  pattern_severity: selfHealingPatterns.severity,
  pattern_status: selfHealingPatterns.status,
};

type SessionRow = typeof s.$inferSelect & {
  started_by_name: string | null;
  completed_by_name: string | null;
  pattern_error_type: string | null;
  pattern_title: string | null;
  pattern_severity: string | null;
  pattern_status: string | null;
};

function toHealingSession(row: SessionRow, now = Date.now()): HealingSession {
  const end = row.completed_at?.getTime() ?? now;
  return {
    id: row.id,
    pattern_id: row.pattern_id,
    pattern:
      row.pattern_error_type !== null
        ? {
            error_type: row.pattern_error_type,
            title: row.pattern_title ?? '',
            severity: row.pattern_severity as ErrorSeverity,
            status: row.pattern_status as PatternStatus,
          }
        : null,
    status: row.status as HealingSessionStatus,
    started_at: row.started_at.toISOString(),
    started_by_name: row.started_by_name,
    completed_at: row.completed_at?.toISOString() ?? null,
    completed_by_name: row.completed_by_name,
    duration_seconds: Math.max(0, Math.round((end - row.started_at.getTime()) / 1000)),
    outcome_notes: row.outcome_notes,
    pattern_resolved: row.pattern_resolved,
  };
}

function selectSessions(db: Db) {
  return db
    .select(sessionColumns)
    .from(s)
    .leftJoin(selfHealingPatterns, eq(selfHealingPatterns.id, s.pattern_id))
    .leftJoin(starter, eq(starter.id, s.started_by))
    .leftJoin(completer, eq(completer.id, s.completed_by));
}

export async function listHealingSessions(
  db: Db,
  _actor: Actor,
  query: Pick<HealingSessionListQuery, 'page' | 'per_page'> & Partial<HealingSessionListQuery>,
): Promise<{ items: HealingSession[]; pagination: Pagination }> {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(s.status, query.status));
  if (query.pattern_id) conditions.push(eq(s.pattern_id, query.pattern_id));
  const where = conditions.length ? and(...conditions) : undefined;
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(s).where(where),
    selectSessions(db)
      .where(where)
      .orderBy(desc(s.started_at), desc(s.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
  ]);
  const now = Date.now();
  return {
    items: rows.map((row) => toHealingSession(row, now)),
    pagination: paginationOf(query.page, query.per_page, total?.n ?? 0),
  };
}

export async function loadHealingSession(db: Db, id: string): Promise<HealingSession> {
  const [row] = await selectSessions(db).where(eq(s.id, id));
  return toHealingSession(found(row, SESSION_NOT_FOUND));
}

/**
 * The session a prompt belongs to: an in-progress session of the pattern is reused (the new prompt replaces
 * the old), otherwise one is started.
 */
export async function startHealingSession(db: Db, actor: Actor, patternId: string, prompt: string): Promise<string> {
  const [open] = await db
    .select({ id: s.id })
    .from(s)
    .where(and(eq(s.pattern_id, patternId), eq(s.status, 'in_progress')))
    .orderBy(desc(s.started_at))
    .limit(1);
  if (open) {
    await db.update(s).set({ prompt }).where(eq(s.id, open.id));
    return open.id;
  }
  const [row] = await db
    .insert(s)
    .values({ pattern_id: patternId, prompt, started_by: actor.userId })
    .returning({ id: s.id });
  return row!.id;
}

/** Spec §7 complete: optional outcome notes; resolving the pattern at the same time is optional too. */
export async function completeHealingSession(
  db: Db,
  actor: Actor,
  id: string,
  input: { outcome_notes: string | null; resolve_pattern: boolean },
): Promise<HealingSession> {
  await audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx.select().from(s).where(eq(s.id, id)).for('update');
      const current = found(row, SESSION_NOT_FOUND);
      if (current.status === 'completed') throw conflict(SESSION_ALREADY_COMPLETED);
      await tx
        .update(s)
        .set({
          status: 'completed',
          completed_at: sql`now()`,
          completed_by: actor.userId,
          outcome_notes: input.outcome_notes,
          pattern_resolved: input.resolve_pattern,
        })
        .where(eq(s.id, id));
      if (input.resolve_pattern) {
        await tx
          .update(selfHealingPatterns)
          .set({
            status: 'resolved',
            resolved_at: sql`now()`,
            status_note: input.outcome_notes,
            status_changed_at: sql`now()`,
            status_changed_by: actor.userId,
          })
          .where(eq(selfHealingPatterns.id, current.pattern_id));
      }
      return current.pattern_id;
    },
    (patternId) => ({
      action: 'self_healing.session_completed',
      targetType: 'self_healing_session',
      targetId: id,
      details: { pattern_id: patternId, pattern_resolved: input.resolve_pattern },
    }),
  );
  return loadHealingSession(db, id);
}
