import { and, count, eq, gt, min, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import { tooManyRequests } from '@/platform/http/errors';
import { loginAttempts } from './tables';

/** Against password guessing, failed logins are limited to 5 a minute per IP and 20 an hour per account. */
export const LOGIN_LIMITS = {
  perIp: { max: 5, windowSeconds: 60 },
  perAccount: { max: 20, windowSeconds: 3600 },
} as const;

async function failuresSince(db: Db, column: 'ip' | 'account_key', value: string, windowSeconds: number) {
  const [row] = await db
    .select({ failures: count(), oldest: min(loginAttempts.created_at) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts[column], value),
        eq(loginAttempts.success, false),
        gt(loginAttempts.created_at, sql`now() - make_interval(secs => ${windowSeconds})`),
      ),
    );
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

function retryAfter(oldest: Date | null, windowSeconds: number): number {
  if (!oldest) return windowSeconds;
  return Math.ceil((oldest.getTime() + windowSeconds * 1000 - Date.now()) / 1000);
}

/** Throws 429 with Retry-After when this IP or this account has failed too often recently. */
export async function assertLoginAllowed(db: Db, ip: string, accountKey: string): Promise<void> {
  const byIp = await failuresSince(db, 'ip', ip, LOGIN_LIMITS.perIp.windowSeconds);
  if (byIp.failures >= LOGIN_LIMITS.perIp.max) {
    const seconds = retryAfter(byIp.oldest, LOGIN_LIMITS.perIp.windowSeconds);
    throw tooManyRequests(seconds, `Troppi tentativi di accesso. Riprova tra ${Math.max(1, seconds)} secondi.`);
  }
  const byAccount = await failuresSince(db, 'account_key', accountKey, LOGIN_LIMITS.perAccount.windowSeconds);
  if (byAccount.failures >= LOGIN_LIMITS.perAccount.max) {
    const seconds = retryAfter(byAccount.oldest, LOGIN_LIMITS.perAccount.windowSeconds);
    throw tooManyRequests(
      seconds,
      `Troppi tentativi di accesso per questo account. Riprova tra ${Math.ceil(Math.max(1, seconds) / 60)} minuti.`,
    );
  }
}

export async function recordLoginAttempt(db: Db, ip: string, accountKey: string, success: boolean): Promise<void> {
  await db.insert(loginAttempts).values({ ip, account_key: accountKey, success });
}
