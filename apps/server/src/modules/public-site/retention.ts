import { DATA_RETENTION_MONTHS } from '@portale/shared';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import type { JobDefinition } from '@/platform/jobs/scheduler';
import { contactMessages, cookieConsents } from './tables';

/** Enforces the retention periods the privacy notice promises for contact messages and consent proofs. */
export function publicSiteRetentionJob(db: Db): JobDefinition {
  const olderThan = (months: number) => sql`now() - make_interval(months => ${months})`;
  return {
    name: 'public-site-retention',
    description: `Elimina i messaggi di contatto dopo ${DATA_RETENTION_MONTHS.contactMessages} mesi e le prove del consenso cookie dopo ${DATA_RETENTION_MONTHS.cookieConsents} mesi`,
    intervalMs: 24 * 60 * 60 * 1000,
    firstRunDelayMs: 10 * 60 * 1000,
    async run() {
      await db
        .delete(contactMessages)
        .where(lt(contactMessages.updated_at, olderThan(DATA_RETENTION_MONTHS.contactMessages)));
      await db
        .delete(cookieConsents)
        .where(lt(cookieConsents.created_at, olderThan(DATA_RETENTION_MONTHS.cookieConsents)));
    },
  };
}
