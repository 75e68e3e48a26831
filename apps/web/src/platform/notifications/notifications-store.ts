import { NotificationList, UnreadCount } from '@portale/shared';
import { create } from 'zustand';
import { isApiError } from '@/platform/api-error';
import { fetchNotificationList, fetchUnreadCount, putAllNotificationsRead, putNotificationRead } from './api';
import {
  INITIAL_NOTIFICATIONS,
  type NotificationsData,
  withAllRead,
  withList,
  withLoadError,
  withLoading,
  withNotification,
  withRead,
  withUnreadCount,
} from './notifications-state';
import { NOTIFICATION_LOAD_ERRORS } from './strings';

export const useNotificationsStore = create<NotificationsData>()(() => INITIAL_NOTIFICATIONS);

const update = (transition: (state: NotificationsData) => NotificationsData) =>
  useNotificationsStore.setState((state) => transition(state), true);

/** Bumped by reset(), so an answer that arrives after logout is not written into the next user's store. */
let generation = 0;

/** Spec §8: a malformed answer and a failed request store different messages. */
function loadErrorMessage(error: unknown): string {
  return isApiError(error) && error.code === 'INVALID_RESPONSE'
    ? NOTIFICATION_LOAD_ERRORS.invalidFormat
    : NOTIFICATION_LOAD_ERRORS.loadFailed;
}

/** Loads the list (spec §7: limit 50). `quiet` keeps what is shown instead of a loading state. */
export async function loadNotifications({ quiet = false } = {}): Promise<void> {
  const mine = generation;
  if (!quiet) update(withLoading);
  try {
    const data = await fetchNotificationList();
    if (mine !== generation) return;
    const parsed = NotificationList.safeParse(data);
    update((state) =>
      parsed.success ? withList(state, parsed.data) : withLoadError(state, NOTIFICATION_LOAD_ERRORS.invalidFormat),
    );
  } catch (error) {
    if (mine === generation) update((state) => withLoadError(state, loadErrorMessage(error)));
  }
}

/** Spec §8: unread-count failures are silently ignored. */
export async function refreshUnreadCount(): Promise<void> {
  const mine = generation;
  try {
    const parsed = UnreadCount.safeParse(await fetchUnreadCount());
    if (parsed.success && mine === generation) setUnreadCount(parsed.data.unread_count);
  } catch {
    // Silent by spec; the next poll or push brings the count.
  }
}

/** Marks one as read at once; the server's count follows. Spec §8: a failure is silent (the count is re-read). */
export async function markNotificationRead(id: string): Promise<void> {
  const mine = generation;
  update((state) => withRead(state, id));
  try {
    const parsed = UnreadCount.safeParse(await putNotificationRead(id));
    if (parsed.success && mine === generation) setUnreadCount(parsed.data.unread_count);
  } catch {
    void refreshUnreadCount();
  }
}

/** Returns whether the server confirmed, so the caller can say so; a failure is otherwise silent (spec §8). */
export async function markAllNotificationsRead(): Promise<boolean> {
  update(withAllRead);
  try {
    await putAllNotificationsRead();
    return true;
  } catch {
    void refreshUnreadCount();
    return false;
  }
}

export const receiveNotification = (notification: Parameters<typeof withNotification>[1]) =>
  update((state) => withNotification(state, notification));

export const setUnreadCount = (count: number) => update((state) => withUnreadCount(state, count));

/** On logout: nothing of one user may be shown to the next. */
export function resetNotifications(): void {
  generation += 1;
  useNotificationsStore.setState(INITIAL_NOTIFICATIONS, true);
}
