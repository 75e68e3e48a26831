import {
  type AdminSession,
  type LoginActivity,
  PASSWORD_MIN_LENGTH,
  paginationOf,
  type SecurityStatus,
} from '@portale/shared';
import { and, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { LOGIN_LIMITS } from '@/platform/auth/brute-force';
import { ARGON2_PARAMS, commonPasswordCount } from '@/platform/auth/passwords';
import { liveSession, revokeSession } from '@/platform/auth/sessions';
import { loginAttempts, sessions, users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { found } from '@/platform/http/errors';
import { getTenantConfig } from '@/platform/tenant/tenant-config';

const live = () => and(isNull(sessions.revoked_at), gt(sessions.expires_at, sql`now()`));

export async function listActiveSessions(
  db: Db,
  actor: Actor,
  query: { page: number; per_page: number; search?: string },
) {
  const { security } = await getTenantConfig(db);
  const search = query.search ? containsPattern(query.search) : null;
  const where = and(
    liveSession(security.session_idle_minutes),
    search
      ? or(
          ilike(users.username, search),
          ilike(sql`${users.first_name} || ' ' || ${users.last_name}`, search),
          ilike(sessions.ip, search),
        )
      : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(where);
  const rows = await db
    .select({
      session: sessions,
      user: { id: users.id, first_name: users.first_name, last_name: users.last_name, username: users.username },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(where)
    .orderBy(desc(sessions.last_seen_at))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const items: AdminSession[] = rows.map(({ session, user }) => ({
    id: session.id,
    user: { id: user.id, name: `${user.first_name} ${user.last_name}`.trim(), username: user.username },
    ip: session.ip,
    user_agent: session.user_agent,
    created_at: session.created_at.toISOString(),
    last_seen_at: session.last_seen_at.toISOString(),
    expires_at: session.expires_at.toISOString(),
    is_current: session.id === actor.sessionId,
  }));
  return { items, pagination: paginationOf(query.page, query.per_page, total?.n ?? 0) };
}

export async function endSession(db: Db, actor: Actor, sessionId: string): Promise<void> {
  const [row] = await db
    .select({ user_id: sessions.user_id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), live()));
  const session = found(row, 'Sessione non trovata o già terminata');
  await audited(db, actor, (tx) => revokeSession(tx, sessionId, 'admin_revoke'), {
    action: 'session.revoked',
    targetType: 'session',
    targetId: sessionId,
    details: { user_id: session.user_id },
  });
}

/** Failed logins of the last 24 hours (newest first, a page at a time) and who is locked out right now. */
export async function loginActivity(
  db: Db,
  _actor: Actor,
  query: { page: number; per_page: number },
): Promise<LoginActivity> {
  const recentFailures = and(
    eq(loginAttempts.success, false),
    gt(loginAttempts.created_at, sql`now() - interval '24 hours'`),
  );
  const [total] = await db.select({ n: count() }).from(loginAttempts).where(recentFailures);
  const failed = await db
    .select({ ip: loginAttempts.ip, account: loginAttempts.account_key, created_at: loginAttempts.created_at })
    .from(loginAttempts)
    .where(recentFailures)
    .orderBy(desc(loginAttempts.created_at), desc(loginAttempts.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  const lockouts: LoginActivity['lockouts'] = [];
  for (const [kind, column, limit] of [
    ['ip', loginAttempts.ip, LOGIN_LIMITS.perIp],
    ['account', loginAttempts.account_key, LOGIN_LIMITS.perAccount],
  ] as const) {
    const rows = await db
      .select({ key: column, failures: count(), oldest: sql<Date>`min(${loginAttempts.created_at})` })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.success, false),
          gt(loginAttempts.created_at, sql`now() - make_interval(secs => ${limit.windowSeconds})`),
        ),
      )
      .groupBy(column)
      .having(sql`count(*) >= ${limit.max}`);
    for (const r of rows) {
      const oldest = new Date(r.oldest);
      lockouts.push({
        kind,
        key: r.key,
        failures: r.failures,
        until: new Date(oldest.getTime() + limit.windowSeconds * 1000).toISOString(),
      });
    }
  }
  return {
    failed: {
      items: failed.map((f) => ({ ...f, created_at: f.created_at.toISOString() })),
      pagination: paginationOf(query.page, query.per_page, total?.n ?? 0),
    },
    lockouts,
  };
}

export async function securityStatus(db: Db, _actor: Actor, headers: Record<string, string>): Promise<SecurityStatus> {
  const { security } = await getTenantConfig(db);
  const [active] = await db.select({ n: count() }).from(sessions).where(liveSession(security.session_idle_minutes));
  return {
    password_policy: {
      min_length: PASSWORD_MIN_LENGTH,
      common_passwords_blocked: commonPasswordCount(),
      hashing: `argon2id (memoria ${ARGON2_PARAMS.memoryCost / 1024} MiB, ${ARGON2_PARAMS.timeCost} iterazioni, parallelismo ${ARGON2_PARAMS.parallelism})`,
    },
    sessions: {
      idle_minutes: security.session_idle_minutes,
      absolute_hours: security.session_absolute_hours,
      active: active?.n ?? 0,
    },
    login_limits: { per_ip_per_minute: LOGIN_LIMITS.perIp.max, per_account_per_hour: LOGIN_LIMITS.perAccount.max },
    registration_enabled: security.registration_enabled,
    headers,
  };
}
