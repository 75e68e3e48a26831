import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  type AuditEntry,
  type AuditLogQuery,
  auditDetailsText,
  isAuditAction,
  paginationOf,
} from '@portale/shared';
import { and, count, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import { auditLog } from '@/platform/audit/tables';
import { auditTargetNames } from '@/platform/audit/targets';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { containsPattern, prefixPattern } from '@/platform/db/like';
import { toCsv } from '@/platform/export/csv';

/** Most rows a CSV export holds; beyond that the admin narrows the date range. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

/**
 * Self-service events (login, registration, a one-time link used) are recorded without an actor and with the
 * user as their target: that user is who did them, and the log shows and finds them under that name.
 */
const subject = alias(users, 'subject');
const subjectJoin = and(
  isNull(auditLog.actor_user_id),
  eq(auditLog.target_type, 'user'),
  ilike(auditLog.action, 'auth.%'),
  eq(sql`${subject.id}::text`, auditLog.target_id),
);

const fullName = (table: { first_name: AnyPgColumn; last_name: AnyPgColumn }) =>
  sql`${table.first_name} || ' ' || ${table.last_name}`;

function filtersOf(query: Omit<AuditLogQuery, 'page' | 'per_page'>): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.actor) {
    const like = containsPattern(query.actor);
    conditions.push(
      or(
        ilike(auditLog.actor_label, like),
        ilike(auditLog.actor_name, like),
        ilike(fullName(users), like),
        ilike(fullName(subject), like),
        ilike(subject.username, like),
      ),
    );
  }
  // The schema let through only a catalogued action or area: an area ('feature_flag') finds all its actions.
  if (query.action)
    conditions.push(
      isAuditAction(query.action)
        ? eq(auditLog.action, query.action)
        : ilike(auditLog.action, prefixPattern(`${query.action}.`)),
    );
  // Days are Italian calendar days.
  if (query.from)
    conditions.push(gte(auditLog.created_at, sql`(${query.from}::date)::timestamp at time zone 'Europe/Rome'`));
  if (query.to)
    conditions.push(lt(auditLog.created_at, sql`(${query.to}::date + 1)::timestamp at time zone 'Europe/Rome'`));
  return and(...conditions);
}

const columns = {
  id: auditLog.id,
  actor_user_id: auditLog.actor_user_id,
  // The name stored with the entry: what the actor was called then, whatever they are called now.
  actor_name: sql<
    string | null
  >`coalesce(${auditLog.actor_name}, ${fullName(users)}, ${auditLog.actor_label}, ${fullName(subject)})`,
  action: auditLog.action,
  target_type: auditLog.target_type,
  target_id: auditLog.target_id,
  details: auditLog.details,
  ip: auditLog.ip,
  created_at: auditLog.created_at,
};

type AuditRow = { created_at: Date; details: unknown } & Omit<AuditEntry, 'created_at' | 'details' | 'target_name'>;

/** The rows with their objects' names, resolved for the whole page in one query. */
async function withNames(db: Db, rows: AuditRow[]): Promise<AuditEntry[]> {
  const entries = rows.map((row) => ({ ...row, details: (row.details ?? {}) as Record<string, unknown> }));
  const names = await auditTargetNames(db, entries);
  return entries.map((row, i) => ({ ...row, target_name: names[i] ?? null, created_at: row.created_at.toISOString() }));
}

export async function listAuditLog(db: Db, _actor: Actor, query: AuditLogQuery) {
  const where = filtersOf(query);
  const [total] = await db
    .select({ n: count() })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .leftJoin(subject, subjectJoin)
    .where(where);
  const rows = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .leftJoin(subject, subjectJoin)
    .where(where)
    .orderBy(desc(auditLog.created_at))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { items: await withNames(db, rows), pagination: paginationOf(query.page, query.per_page, total?.n ?? 0) };
}

/** Semicolon-separated with a BOM, as Excel in Italian expects; dates in Europe/Rome. */
export async function exportAuditLogCsv(
  db: Db,
  _actor: Actor,
  query: Omit<AuditLogQuery, 'page' | 'per_page'>,
): Promise<string> {
  const rows = await db
    .select(columns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actor_user_id))
    .leftJoin(subject, subjectJoin)
    .where(filtersOf(query))
    .orderBy(desc(auditLog.created_at))
    .limit(AUDIT_EXPORT_MAX_ROWS);
  const entries = await withNames(db, rows);
  const header = [
    'Data e ora',
    'Utente',
    'Azione',
    'Codice azione',
    'Oggetto',
    'Nome oggetto',
    'ID oggetto',
    'IP',
    'Dettagli',
  ];
  const format = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', dateStyle: 'short', timeStyle: 'medium' });
  return toCsv(
    header,
    entries.map((r) => [
      format.format(new Date(r.created_at)),
      r.actor_name,
      isAuditAction(r.action) ? AUDIT_ACTIONS[r.action] : r.action,
      r.action,
      r.target_type ? (AUDIT_TARGET_TYPES[r.target_type] ?? r.target_type) : null,
      r.target_name,
      r.target_id,
      r.ip,
      auditDetailsText(r.details) || null,
    ]),
  );
}
