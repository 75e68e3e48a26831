import { NOTIFICATIONS_LIST_LIMIT, type Notification, type NotificationList } from '@portale/shared';

export type NotificationsStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface NotificationsData {
  /** Newest first, at most NOTIFICATIONS_LIST_LIMIT. */
  items: Notification[];
  unreadCount: number;
  status: NotificationsStatus;
  /** Spec §8: the message a failed fetch stores. */
  error: string | null;
}

export const INITIAL_NOTIFICATIONS: NotificationsData = { items: [], unreadCount: 0, status: 'idle', error: null };

// Pure transitions of spec §4 (notifications), kept apart from the store so they are tested on their own.

/** Spec §4: the unread count never goes below 0. */
export function withUnreadCount(state: NotificationsData, count: number): NotificationsData {
  if (!Number.isFinite(count)) return state;
  return { ...state, unreadCount: Math.max(0, Math.trunc(count)) };
}

const newestFirst = (a: Notification, b: Notification) =>
  b.created_at === a.created_at ? 0 : b.created_at > a.created_at ? 1 : -1;

/** Spec §4: a new notification goes on top; one already known (same id) is not counted twice. */
export function withNotification(state: NotificationsData, notification: Notification): NotificationsData {
  if (state.items.some((item) => item.id === notification.id)) return state;
  const items = [notification, ...state.items].slice(0, NOTIFICATIONS_LIST_LIMIT);
  return {
    ...state,
    items,
    unreadCount: notification.is_read ? state.unreadCount : state.unreadCount + 1,
  };
}

/**
 * The fetched list replaces ours, except for notifications pushed while the request was in flight: those
 * are newer than anything in the list and stay on top.
 */
export function withList(state: NotificationsData, list: NotificationList): NotificationsData {
  const newest =
    list.notifications
      .map((n) => n.created_at)
      .sort()
      .at(-1) ?? '';
  const known = new Set(list.notifications.map((n) => n.id));
  const pushedMeanwhile = state.items.filter((item) => !known.has(item.id) && item.created_at > newest);
  const seen = new Set<string>();
  const items = [...pushedMeanwhile, ...list.notifications]
    .filter((item) => (seen.has(item.id) ? false : seen.add(item.id)))
    .sort(newestFirst)
    .slice(0, NOTIFICATIONS_LIST_LIMIT);
  const extraUnread = pushedMeanwhile.filter((item) => !item.is_read).length;
  return withUnreadCount({ ...state, items, status: 'ready', error: null }, list.unread_count + extraUnread);
}

/** Spec §4: unread becomes read on click. */
export function withRead(state: NotificationsData, id: string): NotificationsData {
  const target = state.items.find((item) => item.id === id);
  if (!target || target.is_read) return state;
  const items = state.items.map((item) => (item.id === id ? { ...item, is_read: true } : item));
  return withUnreadCount({ ...state, items }, state.unreadCount - 1);
}

/** Spec §4: … or when all are marked read. */
export function withAllRead(state: NotificationsData): NotificationsData {
  return {
    ...state,
    items: state.items.map((item) => (item.is_read ? item : { ...item, is_read: true })),
    unreadCount: 0,
  };
}

export function withLoading(state: NotificationsData): NotificationsData {
  return { ...state, status: 'loading', error: null };
}

/** The items already shown stay; the message is stored next to them. */
export function withLoadError(state: NotificationsData, message: string): NotificationsData {
  return { ...state, status: 'error', error: message };
}
