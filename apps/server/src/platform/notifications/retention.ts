import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';
import type { JobDefinition } from '@/platform/jobs/scheduler';
import { notifications } from './tables';

/** Read notifications older than this are deleted (NOTIFICATION_RETENTION_DAYS); unread ones are kept. */
export function notificationRetentionJob(db: Db, retentionDays: number): JobDefinition {
  return {
    name: 'notification-retention',
    description: `Elimina le notifiche lette più vecchie di ${retentionDays} giorni`,
    intervalMs: 6 * 60 * 60 * 1000,
    firstRunDelayMs: 5 * 60 * 1000,
    async run() {
      await db
        .delete(notifications)
        .where(
          and(
            eq(notifications.is_read, true),
            lt(notifications.created_at, sql`now() - make_interval(days => ${retentionDays})`),
          ),
        );
    },
  };
}
