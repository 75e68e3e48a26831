import type { Notification, NotificationList } from '@portale/shared';
import { NOTIFICATIONS_LIST_LIMIT } from '@portale/shared';
import { describe, expect, it } from 'vitest';
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

let seq = 0;
function make(overrides: Partial<Notification> = {}): Notification {
  seq += 1;
  return {
    id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`,
    title: `Notifica ${seq}`,
    message: '',
    type: 'info',
    link: null,
    is_read: false,
    created_at: new Date(Date.UTC(2026, 10, 22, 10, 0, seq)).toISOString(),
    ...overrides,
  };
}

const state = (items: Notification[], unreadCount: number): NotificationsData => ({
  ...INITIAL_NOTIFICATIONS,
  items,
  unreadCount,
  status: 'ready',
});

describe('notification state transitions', () => {
  it('never lets the unread count go below 0', () => {
    expect(withUnreadCount(INITIAL_NOTIFICATIONS, -3).unreadCount).toBe(0);
    expect(withUnreadCount(INITIAL_NOTIFICATIONS, 4).unreadCount).toBe(4);
    expect(withUnreadCount(state([], 2), Number.NaN).unreadCount).toBe(2);
    const read = make({ is_read: false });
    // The server already counted it read elsewhere: marking it here must not go to -1.
    expect(withRead(state([read], 0), read.id).unreadCount).toBe(0);
  });

  it('puts a new notification at the top and counts it once', () => {
    const old = make();
    const fresh = make();
    const next = withNotification(state([old], 1), fresh);
    expect(next.items.map((n) => n.id)).toEqual([fresh.id, old.id]);
    expect(next.unreadCount).toBe(2);
    // The same notification pushed twice (reconnect, two tabs) is ignored.
    expect(withNotification(next, fresh)).toBe(next);
  });

  it('does not count a notification that arrives already read', () => {
    expect(withNotification(state([], 0), make({ is_read: true })).unreadCount).toBe(0);
  });

  it('keeps at most the list limit', () => {
    const many = Array.from({ length: NOTIFICATIONS_LIST_LIMIT }, () => make()).reverse();
    const next = withNotification(state(many, 0), make());
    expect(next.items).toHaveLength(NOTIFICATIONS_LIST_LIMIT);
    expect(next.items.at(-1)?.id).toBe(many.at(-2)?.id);
  });

  it('marks one as read, once', () => {
    const a = make();
    const b = make();
    const once = withRead(state([b, a], 2), a.id);
    expect(once.items.find((n) => n.id === a.id)?.is_read).toBe(true);
    expect(once.unreadCount).toBe(1);
    expect(withRead(once, a.id)).toBe(once);
    expect(withRead(once, 'unknown')).toBe(once);
  });

  it('marks all as read and zeroes the count', () => {
    const next = withAllRead(state([make(), make({ is_read: true })], 5));
    expect(next.items.every((n) => n.is_read)).toBe(true);
    expect(next.unreadCount).toBe(0);
  });

  it('replaces the items with the fetched list, keeping what was pushed meanwhile on top', () => {
    const listed = [make(), make()].reverse();
    const pushed = make();
    const stale = make({ created_at: '2026-01-01T00:00:00.000Z' });
    const list: NotificationList = { notifications: listed, unread_count: 2 };
    const next = withList(withLoading(state([pushed, stale, listed[0]!], 9)), list);
    expect(next.items.map((n) => n.id)).toEqual([pushed.id, ...listed.map((n) => n.id)]);
    expect(next.unreadCount).toBe(3);
    expect(next).toMatchObject({ status: 'ready', error: null });
  });

  it('stores the load error and keeps the items already shown', () => {
    const item = make();
    const next = withLoadError(withLoading(state([item], 1)), 'Errore nel caricamento delle notifiche');
    expect(next).toMatchObject({ status: 'error', error: 'Errore nel caricamento delle notifiche', items: [item] });
    expect(withLoading(next).error).toBeNull();
  });
});
