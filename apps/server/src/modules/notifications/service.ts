import type { Notification, NotificationCreate, NotificationList } from '@portale/shared';
import { and, desc, eq, sql } from 'drizzle-orm';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { users } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { found } from '@/platform/http/errors';
import { announceCountChange, notify, toNotification, unreadCount } from '@/platform/notifications/notify';
import { notifications } from '@/platform/notifications/tables';

const NOT_FOUND = 'Notifica non trovata';

/** A user only ever sees their own notifications, newest first. */
export async function listNotifications(
  db: Db,
  actor: Actor,
  query: { unread_only: boolean; limit: number },
): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.user_id, actor.userId), query.unread_only ? eq(notifications.is_read, false) : undefined),
    )
    .orderBy(desc(notifications.created_at), desc(notifications.id))
    .limit(query.limit);
  return { notifications: rows.map(toNotification), unread_count: await unreadCount(db, actor.userId) };
}

export function countUnread(db: Db, actor: Actor): Promise<number> {
  return unreadCount(db, actor.userId);
}

/** Someone else's notification answers 404, exactly like one that does not exist. */
export async function markRead(db: Db, actor: Actor, id: string): Promise<number> {
  const [row] = await db
    .update(notifications)
    .set({ is_read: true, read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, actor.userId)))
    .returning({ id: notifications.id });
  found(row, NOT_FOUND);
  await announceCountChange(db, [actor.userId]);
  return unreadCount(db, actor.userId);
}

export async function markAllRead(db: Db, actor: Actor): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ is_read: true, read_at: sql`now()` })
    .where(and(eq(notifications.user_id, actor.userId), eq(notifications.is_read, false)))
    .returning({ id: notifications.id });
  if (rows.length) await announceCountChange(db, [actor.userId]);
  return rows.length;
}

/** Admins may notify anyone; null when the recipient has turned this type off. */
export async function createNotification(
  db: Db,
  actor: Actor,
  input: NotificationCreate & { type: NonNullable<NotificationCreate['type']> },
): Promise<Notification | null> {
  const [recipient] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.user_id));
  found(recipient, 'Utente non trovato');
  const [created] = await audited(
    db,
    actor,
    (tx) => notify(tx, [input.user_id], input),
    ([sent]) => ({
      action: 'notification.sent',
      targetType: 'user',
      targetId: input.user_id,
      details: { title: input.title, type: input.type, delivered: Boolean(sent) },
    }),
  );
  return created ?? null;
}
