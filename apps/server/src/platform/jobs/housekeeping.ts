import { DATA_RETENTION_MONTHS, DRAFT_RETENTION_DAYS } from '@portale/shared';
import { and, isNotNull, lt, or, sql } from 'drizzle-orm';
import { auditLog } from '@/platform/audit/tables';
import { loginAttempts, sessions, userTokens } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { drafts } from '@/platform/drafts/tables';
import { RATE_LIMIT_WINDOW_RETENTION_HOURS } from '@/platform/rate-limit/shared-window';
import { rateLimitWindows } from '@/platform/rate-limit/tables';
import type { JobDefinition } from './scheduler';

/** Ended sessions, login attempts and spent links are kept this long for the security page, then purged. */
export const SECURITY_HISTORY_DAYS = 30;

export function housekeepingJob(db: Db): JobDefinition {
  const cutoff = sql`now() - make_interval(days => ${SECURITY_HISTORY_DAYS})`;
  return {
    name: 'housekeeping',
    description: `Elimina sessioni terminate, tentativi di accesso e link usati dopo ${SECURITY_HISTORY_DAYS} giorni, il registro attività dopo ${DATA_RETENTION_MONTHS.securityLogs} mesi, le bozze non toccate da ${DRAFT_RETENTION_DAYS} giorni e i contatori dei limiti di frequenza scaduti`,
    intervalMs: 60 * 60 * 1000,
    firstRunDelayMs: 60 * 1000,
    async run() {
      await db
        .delete(sessions)
        .where(
          or(lt(sessions.expires_at, cutoff), and(isNotNull(sessions.revoked_at), lt(sessions.revoked_at, cutoff))),
        );
      await db.delete(loginAttempts).where(lt(loginAttempts.created_at, cutoff));
      await db.delete(userTokens).where(lt(userTokens.expires_at, cutoff));
      // The privacy notice promises security logs are kept at most this long.
      await db
        .delete(auditLog)
        .where(lt(auditLog.created_at, sql`now() - make_interval(months => ${DATA_RETENTION_MONTHS.securityLogs})`));
      // Issue 15: a form left alone for a month is not coming back.
      await db.delete(drafts).where(lt(drafts.updated_at, sql`now() - make_interval(days => ${DRAFT_RETENTION_DAYS})`));
      // Shared rate-limit counters (they hold IP addresses) are useless once their window has passed.
      await db
        .delete(rateLimitWindows)
        .where(
          lt(rateLimitWindows.window_start, sql`now() - make_interval(hours => ${RATE_LIMIT_WINDOW_RETENTION_HOURS})`),
        );
    },
  };
}
