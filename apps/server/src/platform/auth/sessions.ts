import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import type { Actor } from './actor';
import { sessions, users } from './tables';
import { toUser } from './users';

export const SESSION_COOKIE = 'portale_sid';
/** Over HTTPS the cookie is `__Host-` prefixed: Secure, Path=/, no Domain, so no subdomain can plant it. */
export const SECURE_SESSION_COOKIE = '__Host-portale_sid';

/** Activity renews the idle timer at most this often, so reads do not turn into a write per request. */
const TOUCH_INTERVAL_MS = 60_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  input: { userId: string; ip: string; userAgent: string | undefined; absoluteHours: number },
) {
  const token = randomBytes(16).toString('base64url'); // 128 bits
  const csrfToken = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(sessions)
    .values({
      token_hash: hashToken(token),
      user_id: input.userId,
      csrf_token: csrfToken,
      expires_at: new Date(Date.now() + input.absoluteHours * 3_600_000),
      ip: input.ip,
      user_agent: input.userAgent?.slice(0, 500) ?? null,
    })
    .returning({ id: sessions.id });
  return { token, csrfToken, sessionId: row!.id };
}

/** Not revoked, within its lifetime, and active within the idle timeout: the one definition of a live session. */
export function liveSession(idleMinutes: number): SQL {
  return and(
    isNull(sessions.revoked_at),
    gt(sessions.expires_at, sql`now()`),
    gt(sessions.last_seen_at, sql`now() - make_interval(mins => ${idleMinutes})`),
  )!;
}

/**
 * The live session behind a cookie token, or null when unknown, revoked, idle-expired or past its lifetime. With
 * `features`, the same query also reads which of those feature flags are on now (the route's access rule needs
 * them): one round trip per request instead of one more per flag.
 */
export async function loadSession(
  db: Db,
  token: string,
  idleMinutes: number,
  ip: string | null,
  features: readonly string[] = [],
): Promise<{ actor: Actor; enabledFeatures: ReadonlySet<string> } | null> {
  const enabled =
    features.length === 0
      ? sql<string[]>`'{}'::text[]`
      : sql<string[]>`coalesce((select array_agg(f.feature_key) from feature_flags f
          where f.is_enabled and f.feature_key in (${sql.join(
            features.map((f) => sql`${f}`),
            sql`, `,
          )})), '{}')`;
  const [row] = await db
    .select({
      sessionId: sessions.id,
      csrfToken: sessions.csrf_token,
      lastSeenAt: sessions.last_seen_at,
      id: users.id,
      username: users.username,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      role: users.role,
      avatar_url: users.avatar_url,
      status: users.status,
      last_login_at: users.last_login_at,
      permissions: sql<
        string[]
      >`coalesce((select array_agg(rp.permission) from role_permissions rp where rp.role = ${users.role}), '{}')`,
      enabledFeatures: enabled,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(and(eq(sessions.token_hash, hashToken(token)), liveSession(idleMinutes), eq(users.status, 'active')))
    .limit(1);
  if (!row) return null;
  if (Date.now() - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(sessions).set({ last_seen_at: sql`now()` }).where(eq(sessions.id, row.sessionId));
  }
  const user = toUser(row);
  const actor: Actor = {
    userId: user.id,
    username: user.username,
    name: user.name,
    role: user.role,
    permissions: new Set(row.permissions),
    sessionId: row.sessionId,
    csrfToken: row.csrfToken,
    ip,
    user,
  };
  return { actor, enabledFeatures: new Set(row.enabledFeatures) };
}

export async function revokeSession(db: Db, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revoked_at)));
}

/** Ends every live session of a user, optionally keeping the one making the request. Returns how many. */
export async function revokeUserSessions(
  db: Db,
  userId: string,
  reason: string,
  keepSessionId?: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ revoked_at: sql`now()`, revoked_reason: reason })
    .where(
      and(
        eq(sessions.user_id, userId),
        isNull(sessions.revoked_at),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}
