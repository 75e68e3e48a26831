import { NOTIFICATIONS_POLL_INTERVAL_MS } from '@portale/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { calls, mockFetch, ok } from '@/test/fetch-mock';
import { useNotificationsStore } from './notifications-store';
import { type EventSourceLike, endNotifications, startNotificationsSync } from './notifications-sync';

class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  closed = false;
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data?: unknown) {
    const event = new MessageEvent(type, { data: data === undefined ? undefined : JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  static last() {
    return FakeEventSource.instances.at(-1)!;
  }
}

const USER = '0b6f3f4e-8a55-4c7e-9d0e-3c1f2a9b7d11';
const realtime = (random = () => 0) => ({
  realtime: true,
  random,
  createEventSource: (url: string) => new FakeEventSource(url),
});
const notification = (id: string, title: string) => ({
  id,
  title,
  message: 'Dettagli',
  type: 'task',
  link: '/app/dashboard',
  is_read: false,
  created_at: '2026-11-22T10:00:00.000Z',
});
const countCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  calls(fetchMock).filter((c) => c === 'GET /api/notifications/unread-count').length;

describe('notifications sync', () => {
  beforeEach(() => {
    FakeEventSource.instances = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    endNotifications();
    vi.useRealTimers();
  });

  it('applies pushed counts and notifications, newest on top, ignoring malformed events', () => {
    mockFetch({});
    startNotificationsSync(USER, realtime());
    const source = FakeEventSource.last();
    expect(source.url).toBe('/api/events/stream');
    source.emit('open');
    source.emit('unread_count', { unread_count: 3 });
    expect(useNotificationsStore.getState().unreadCount).toBe(3);

    source.emit('notification', notification('00000000-0000-4000-8000-000000000001', 'Prima'));
    source.emit('notification', notification('00000000-0000-4000-8000-000000000002', 'Seconda'));
    source.emit('notification', { id: 'not-a-notification' });
    source.emit('unread_count', { unread_count: -2 });
    const state = useNotificationsStore.getState();
    expect(state.items.map((n) => n.title)).toEqual(['Seconda', 'Prima']);
    expect(state.unreadCount).toBe(0);
  });

  it('reconnects with growing delays and polls the count only while disconnected', async () => {
    const fetchMock = mockFetch({ 'GET /api/notifications/unread-count': ok({ unread_count: 4 }) });
    startNotificationsSync(USER, realtime());
    const first = FakeEventSource.last();
    first.emit('open');

    first.emit('error');
    expect(first.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    // One immediate count read when the stream drops, then the 5-minute poll.
    expect(countCalls(fetchMock)).toBe(1);
    expect(useNotificationsStore.getState().unreadCount).toBe(4);

    // Attempt 0 waits 500–1000 ms (jitter 0 → 500).
    await vi.advanceTimersByTimeAsync(499);
    expect(FakeEventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances).toHaveLength(2);

    FakeEventSource.last().emit('error');
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeEventSource.instances).toHaveLength(3);
    expect(countCalls(fetchMock)).toBe(1);

    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_INTERVAL_MS);
    expect(countCalls(fetchMock)).toBe(2);

    // Connected again: polling stops and the backoff starts over.
    FakeEventSource.last().emit('open');
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_INTERVAL_MS * 2);
    expect(countCalls(fetchMock)).toBe(2);
    FakeEventSource.last().emit('error');
    await vi.advanceTimersByTimeAsync(500);
    expect(FakeEventSource.instances).toHaveLength(4);
  });

  it('refreshes a loaded list after a reconnect, to catch what was pushed meanwhile', async () => {
    const fetchMock = mockFetch({
      'GET /api/notifications/unread-count': ok({ unread_count: 1 }),
      'GET /api/notifications': ok({
        notifications: [notification('00000000-0000-4000-8000-000000000009', 'Persa')],
        unread_count: 1,
      }),
    });
    startNotificationsSync(USER, realtime());
    FakeEventSource.last().emit('open');
    useNotificationsStore.setState({ status: 'ready' });
    FakeEventSource.last().emit('error');
    await vi.advanceTimersByTimeAsync(500);
    FakeEventSource.last().emit('open');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls(fetchMock)).toContain('GET /api/notifications?limit=50');
    expect(useNotificationsStore.getState().items.map((n) => n.title)).toEqual(['Persa']);
  });

  it('only polls, from the start, when real-time updates are off', async () => {
    const fetchMock = mockFetch({ 'GET /api/notifications/unread-count': ok({ unread_count: 2 }) });
    startNotificationsSync(USER, { realtime: false, createEventSource: (url) => new FakeEventSource(url) });
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(countCalls(fetchMock)).toBe(1);
    expect(useNotificationsStore.getState().unreadCount).toBe(2);
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_INTERVAL_MS - 1);
    expect(countCalls(fetchMock)).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(countCalls(fetchMock)).toBe(2);
  });

  it('closes the stream, stops every timer and forgets the notifications on logout', async () => {
    const fetchMock = mockFetch({ 'GET /api/notifications/unread-count': ok({ unread_count: 2 }) });
    startNotificationsSync(USER, realtime());
    const source = FakeEventSource.last();
    source.emit('unread_count', { unread_count: 5 });
    source.emit('error');
    endNotifications();
    expect(useNotificationsStore.getState().unreadCount).toBe(0);
    await vi.advanceTimersByTimeAsync(NOTIFICATIONS_POLL_INTERVAL_MS * 2);
    expect(FakeEventSource.instances).toHaveLength(1);
    // Only the immediate read from the drop; its late answer is not written for the next user.
    expect(countCalls(fetchMock)).toBe(1);
    expect(useNotificationsStore.getState().unreadCount).toBe(0);
  });

  it("empties the store when another user's sync starts", () => {
    mockFetch({});
    startNotificationsSync(USER, realtime());
    FakeEventSource.last().emit('unread_count', { unread_count: 7 });
    startNotificationsSync('another-user', realtime());
    expect(useNotificationsStore.getState().unreadCount).toBe(0);
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
  });
});
