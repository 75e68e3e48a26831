import type { OneTimeTokenInfo } from '@portale/shared';
import { eq } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import { consumeOneTimeToken, findOneTimeToken } from '@/platform/auth/one-time-tokens';
import { hashPassword } from '@/platform/auth/passwords';
import { revokeUserSessions } from '@/platform/auth/sessions';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { found, notFound } from '@/platform/http/errors';
import { rejectCommonPassword } from './service';

const INVALID_LINK = 'Il link non è valido o è scaduto. Chiedi un nuovo link a un amministratore.';

async function liveToken(db: Db, token: string) {
  const row = found(await findOneTimeToken(db, token), INVALID_LINK);
  const [user] = await db.select().from(users).where(eq(users.id, row.user_id));
  // A disabled account stays disabled: an old link must not revive it.
  if (!user || user.status === 'disabled') throw notFound(INVALID_LINK);
  return { row, user };
}

export async function describeToken(db: Db, token: string): Promise<OneTimeTokenInfo> {
  const { row, user } = await liveToken(db, token);
  return {
    purpose: row.purpose as OneTimeTokenInfo['purpose'],
    first_name: user.first_name,
    username: user.username,
    expires_at: row.expires_at.toISOString(),
  };
}

/** Sets the password chosen through an activation or reset link; activation also activates the account. */
export async function useToken(db: Db, token: string, password: string, ip: string): Promise<{ username: string }> {
  const { row, user } = await liveToken(db, token);
  rejectCommonPassword(password, 'password');
  const passwordHash = await hashPassword(password);
  // Whoever holds the link is anonymous until they log in: the audit row carries the request's address itself.
  await audited(
    db,
    null,
    async (tx) => {
      if (!(await consumeOneTimeToken(tx, row.id))) throw notFound(INVALID_LINK);
      await tx
        .update(users)
        .set({ password_hash: passwordHash, ...(row.purpose === 'activation' ? { status: 'active' } : {}) })
        .where(eq(users.id, user.id));
      await revokeUserSessions(tx, user.id, 'password_reset');
    },
    {
      action: row.purpose === 'activation' ? 'auth.account_activated' : 'auth.password_reset',
      targetType: 'user',
      targetId: user.id,
      details: { username: user.username },
      ip,
    },
  );
  return { username: user.username };
}
