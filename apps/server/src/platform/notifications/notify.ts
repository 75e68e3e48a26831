import type { Notification, NotificationType, RealtimeEvent } from '@portale/shared';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { userPreferences } from '@/platform/auth/preferences-tables';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { isFeatureEnabled } from '@/platform/flags/flags';
import { countChangedMessages, newNotificationMessages, REALTIME_CHANNEL } from '@/platform/realtime/hub';
import { notifications } from './tables';

export interface NotifyInput {
  title: string;
  message?: string;
  type?: NotificationType;
  /** An in-app path such as /app/projects/42. */
  link?: string | null;
}

type NotificationRow = typeof notifications.$inferSelect;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    type: row.type as NotificationType,
    link: row.link,
    is_read: row.is_read,
    created_at: row.created_at.toISOString(),
  };
}

async function announce(db: Db, payloads: string[]): Promise<void> {
  for (const payload of payloads) await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}

/**
 * Notifies users: one insert for all recipients, skipping disabled accounts and users who turned this type
 * off in their settings, then a NOTIFY so every instance pushes it to open browsers. Does nothing while the
 * notifications flag is off. Call it inside the caller's transaction to notify only if the change commits
 * (PostgreSQL delivers NOTIFY at commit).
 */
export async function notify(db: Db, userIds: readonly string[], input: NotifyInput): Promise<Notification[]> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0 || !(await isFeatureEnabled(db, 'notifications'))) return [];
  const type = input.type ?? 'info';
  const recipients = await db
    .select({ id: users.id, types: userPreferences.notification_types })
    .from(users)
    .leftJoin(userPreferences, eq(userPreferences.user_id, users.id))
    .where(and(inArray(users.id, unique), ne(users.status, 'disabled')));
  const wanted = recipients.filter((r) => r.types === null || r.types.includes(type)).map((r) => r.id);
  if (wanted.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      wanted.map((user_id) => ({
        user_id,
        title: input.title,
        message: input.message ?? '',
        type,
        link: input.link ?? null,
      })),
    )
    .returning();
  await announce(db, newNotificationMessages(rows.map((r) => [r.user_id, r.id])));
  return rows.map(toNotification);
}

/** Tells open browsers that these users' unread counts changed (after marking as read). */
export function announceCountChange(db: Db, userIds: string[]): Promise<void> {
  return announce(db, countChangedMessages(userIds));
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), eq(notifications.is_read, false)));
  return row?.n ?? 0;
}

/** What the realtime hub pushes: the new notifications of these users, then their unread counts. */
export async function realtimeEventsFor(
  db: Db,
  userIds: string[],
  notificationIds: string[],
): Promise<Map<string, RealtimeEvent[]>> {
  const events = new Map<string, RealtimeEvent[]>(userIds.map((id) => [id, []]));
  if (notificationIds.length) {
    const rows = await db.select().from(notifications).where(inArray(notifications.id, notificationIds));
    for (const row of rows.sort((a, b) => a.created_at.getTime() - b.created_at.getTime())) {
      events.get(row.user_id)?.push({ event: 'notification', data: toNotification(row) });
    }
  }
  const counts = await db
    .select({ user_id: notifications.user_id, n: count() })
    .from(notifications)
    .where(and(inArray(notifications.user_id, userIds), eq(notifications.is_read, false)))
    .groupBy(notifications.user_id);
  for (const userId of userIds) {
    const n = counts.find((c) => c.user_id === userId)?.n ?? 0;
    events.get(userId)?.push({ event: 'unread_count', data: { unread_count: n } });
  }
  return events;
}
