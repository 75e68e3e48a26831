import type { AuthSession, LoginBody, PasswordChangeBody } from '@portale/shared';
import { eq, or, sql } from 'drizzle-orm';
import { rolePermissions } from '@/platform/access/tables';
import { audit } from '@/platform/audit/audit';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { assertLoginAllowed, recordLoginAttempt } from '@/platform/auth/brute-force';
import {
  hashPassword,
  isCommonPassword,
  needsRehash,
  timingDummyHash,
  verifyPassword,
} from '@/platform/auth/passwords';
import { createSession, revokeSession, revokeUserSessions } from '@/platform/auth/sessions';
import { users } from '@/platform/auth/tables';
import { toUser } from '@/platform/auth/users';
import type { Db } from '@/platform/db/database';
import { AppError, badRequest, forbidden } from '@/platform/http/errors';
import { getTenantConfig } from '@/platform/tenant/tenant-config';

export const AUTH_MESSAGES = {
  invalidCredentials: 'Credenziali non valide',
  pending: 'Il tuo account è in attesa di attivazione da parte di un amministratore.',
  disabled: 'Il tuo account è stato disattivato. Contatta un amministratore.',
  registrationDisabled: 'La registrazione di nuovi account è disabilitata.',
  commonPassword: 'Questa password è tra le più comuni: scegline una più sicura.',
  wrongCurrentPassword: 'La password attuale non è corretta',
  samePassword: 'La nuova password deve essere diversa da quella attuale',
} as const;

export interface RequestContext {
  ip: string;
  userAgent: string | undefined;
}

export interface IssuedSession {
  token: string;
  absoluteHours: number;
  session: AuthSession;
}

export function rejectCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password))
    throw badRequest(AUTH_MESSAGES.commonPassword, { [field]: [AUTH_MESSAGES.commonPassword] });
}

async function permissionsOf(db: Db, role: string): Promise<string[]> {
  const rows = await db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(eq(rolePermissions.role, role))
    .orderBy(rolePermissions.permission);
  return rows.map((r) => r.permission);
}

async function issueSession(db: Db, userId: string, ctx: RequestContext): Promise<IssuedSession> {
  const { security } = await getTenantConfig(db);
  const { token, csrfToken } = await createSession(db, {
    userId,
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    absoluteHours: security.session_absolute_hours,
  });
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  const user = toUser(row!);
  return {
    token,
    absoluteHours: security.session_absolute_hours,
    session: { user, permissions: await permissionsOf(db, user.role), csrf_token: csrfToken },
  };
}

/** Username or e-mail plus password. Never reveals whether an account exists. */
export async function login(db: Db, input: LoginBody, ctx: RequestContext): Promise<IssuedSession> {
  const accountKey = input.username.trim().toLowerCase();
  await assertLoginAllowed(db, ctx.ip, accountKey);

  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, accountKey), eq(sql`lower(${users.email})`, accountKey)))
    .limit(1);
  // An unknown user is checked against a dummy hash so both paths take the same time.
  const valid = await verifyPassword(user?.password_hash ?? (await timingDummyHash()), input.password);
  if (!user || !valid) {
    await recordLoginAttempt(db, ctx.ip, accountKey, false);
    await audit(db, null, { action: 'auth.login_failed', details: { username: accountKey }, ip: ctx.ip });
    throw new AppError(401, 'UNAUTHENTICATED', AUTH_MESSAGES.invalidCredentials);
  }
  await recordLoginAttempt(db, ctx.ip, accountKey, true);
  if (user.status === 'pending') throw forbidden(AUTH_MESSAGES.pending);
  if (user.status !== 'active') throw forbidden(AUTH_MESSAGES.disabled);

  const rehash = needsRehash(user.password_hash) ? await hashPassword(input.password) : null;
  await db
    .update(users)
    .set({ last_login_at: sql`now()`, ...(rehash ? { password_hash: rehash } : {}) })
    .where(eq(users.id, user.id));
  const issued = await issueSession(db, user.id, ctx);
  await audit(db, null, {
    action: 'auth.login',
    targetType: 'user',
    targetId: user.id,
    details: { username: user.username, rehashed: rehash !== null },
    ip: ctx.ip,
  });
  return issued;
}

export async function logout(db: Db, actor: Actor): Promise<void> {
  await audited(db, actor, (tx) => revokeSession(tx, actor.sessionId, 'logout'), {
    action: 'auth.logout',
    targetType: 'user',
    targetId: actor.userId,
  });
}

/** Changing the password ends every session of the user and issues a fresh one for this browser. */
export async function changePassword(
  db: Db,
  actor: Actor,
  input: PasswordChangeBody,
  ctx: RequestContext,
): Promise<IssuedSession> {
  const [user] = await db.select().from(users).where(eq(users.id, actor.userId));
  if (!user || !(await verifyPassword(user.password_hash, input.current_password))) {
    throw badRequest(AUTH_MESSAGES.wrongCurrentPassword, { current_password: [AUTH_MESSAGES.wrongCurrentPassword] });
  }
  if (input.current_password === input.new_password) {
    throw badRequest(AUTH_MESSAGES.samePassword, { new_password: [AUTH_MESSAGES.samePassword] });
  }
  rejectCommonPassword(input.new_password, 'new_password');
  const passwordHash = await hashPassword(input.new_password);
  await audited(
    db,
    actor,
    async (tx) => {
      await tx.update(users).set({ password_hash: passwordHash }).where(eq(users.id, actor.userId));
      await revokeUserSessions(tx, actor.userId, 'password_change');
    },
    { action: 'auth.password_changed', targetType: 'user', targetId: actor.userId },
  );
  return issueSession(db, actor.userId, ctx);
}

export function currentSession(actor: Actor): AuthSession {
  return { user: actor.user, permissions: [...actor.permissions].sort(), csrf_token: actor.csrfToken };
}
