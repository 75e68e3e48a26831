import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { hashToken } from './sessions';
import { userTokens } from './tables';

export type OneTimePurpose = 'activation' | 'password_reset';

/** Activation links may wait for a new colleague's first day; reset links are short-lived. */
export const TOKEN_LIFETIME_HOURS: Record<OneTimePurpose, number> = { activation: 7 * 24, password_reset: 24 };

export interface OneTimeToken {
  token: string;
  expiresAt: Date;
}

/** A new link token, not stored yet: `storeOneTimeToken` makes it valid. */
export function newOneTimeToken(purpose: OneTimePurpose): OneTimeToken {
  return {
    token: randomBytes(32).toString('base64url'),
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_HOURS[purpose] * 3_600_000),
  };
}

/** Stores a link token, invalidating any earlier unused one of the same purpose. */
export async function storeOneTimeToken(
  db: Db,
  userId: string,
  purpose: OneTimePurpose,
  { token, expiresAt }: OneTimeToken,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(userTokens)
      .set({ used_at: sql`now()` })
      .where(and(eq(userTokens.user_id, userId), eq(userTokens.purpose, purpose), isNull(userTokens.used_at)));
    await tx
      .insert(userTokens)
      .values({ user_id: userId, purpose, token_hash: hashToken(token), expires_at: expiresAt });
  });
}

/** Issues a new link token, invalidating any earlier unused one of the same purpose. */
export async function issueOneTimeToken(db: Db, userId: string, purpose: OneTimePurpose): Promise<OneTimeToken> {
  const issued = newOneTimeToken(purpose);
  await storeOneTimeToken(db, userId, purpose, issued);
  return issued;
}

/** The live (unused, unexpired) token row, or null. */
export async function findOneTimeToken(db: Db, token: string) {
  const [row] = await db
    .select()
    .from(userTokens)
    .where(
      and(
        eq(userTokens.token_hash, hashToken(token)),
        isNull(userTokens.used_at),
        gt(userTokens.expires_at, sql`now()`),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Marks a token used; false when someone else used it first (a double submit). */
export async function consumeOneTimeToken(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ used_at: sql`now()` })
    .where(and(eq(userTokens.id, id), isNull(userTokens.used_at)))
    .returning({ id: userTokens.id });
  return rows.length === 1;
}
