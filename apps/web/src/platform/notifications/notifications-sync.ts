import { NOTIFICATIONS_POLL_INTERVAL_MS, Notification, UnreadCount } from '@portale/shared';
import { NOTIFICATIONS_STREAM_URL } from './api';
import { reconnectDelay } from './backoff';
import {
  loadNotifications,
  receiveNotification,
  refreshUnreadCount,
  resetNotifications,
  setUnreadCount,
  useNotificationsStore,
} from './notifications-store';

/** The part of EventSource we use, so tests can hand in a fake one. */
export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface SyncOptions {
  /** The real_time_updates flag: push over SSE; otherwise the count is polled. */
  realtime: boolean;
  createEventSource?: EventSourceFactory;
  random?: () => number;
}

/** The browser's EventSource, looked up when a sync starts (older or embedded browsers may lack it). */
function browserEventSource(): EventSourceFactory | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  return (url) => new EventSource(url, { withCredentials: true });
}

function parseJson(raw: unknown): unknown {
  try {
    return typeof raw === 'string' ? JSON.parse(raw) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Keeps the unread count (and, when pushed, new notifications) up to date: an SSE stream while the
 * real_time_updates flag is on, reconnecting with capped exponential backoff; while it is down, or when
 * the flag is off, the count is polled every NOTIFICATIONS_POLL_INTERVAL_MS (spec §9, 5 min).
 */
class NotificationsSync {
  private source: EventSourceLike | null = null;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pollTimer: ReturnType<typeof setInterval> | null = null;
  private attempt = 0;
  private everConnected = false;
  private stopped = false;
  private readonly factory: EventSourceFactory | undefined;

  constructor(private readonly options: SyncOptions) {
    this.factory = options.createEventSource ?? browserEventSource();
  }

  start(): void {
    if (this.options.realtime && this.factory) {
      this.connect();
      globalThis.addEventListener?.('online', this.onOnline);
    } else {
      void refreshUnreadCount();
      this.startPolling();
    }
  }

  stop(): void {
    this.stopped = true;
    this.closeSource();
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.stopPolling();
    globalThis.removeEventListener?.('online', this.onOnline);
  }

  private connect(): void {
    if (this.stopped || !this.factory) return;
    this.reconnectTimer = null;
    const source = this.factory(NOTIFICATIONS_STREAM_URL);
    this.source = source;
    // Events from a source we already replaced are ignored.
    const mine = (handler: (event: MessageEvent) => void) => (event: MessageEvent) => {
      if (this.source === source) handler(event);
    };
    source.addEventListener('open', mine(this.onOpen));
    source.addEventListener('error', mine(this.onDisconnect));
    // The server ends the stream when the session is revoked or expires.
    source.addEventListener('session_ended', mine(this.onDisconnect));
    source.addEventListener(
      'unread_count',
      mine((event) => {
        const parsed = UnreadCount.safeParse(parseJson(event.data));
        if (parsed.success) setUnreadCount(parsed.data.unread_count);
      }),
    );
    source.addEventListener(
      'notification',
      mine((event) => {
        const parsed = Notification.safeParse(parseJson(event.data));
        if (parsed.success) receiveNotification(parsed.data);
      }),
    );
  }

  private readonly onOpen = () => {
    const reconnected = this.everConnected;
    this.everConnected = true;
    this.attempt = 0;
    this.stopPolling();
    // Anything pushed while we were away is only in the list: refresh it if it was loaded.
    if (reconnected && useNotificationsStore.getState().status !== 'idle') void loadNotifications({ quiet: true });
  };

  private readonly onDisconnect = () => {
    this.closeSource();
    if (this.stopped) return;
    if (!this.pollTimer) {
      // The count may have changed while the stream was dropping; a 401 here also ends an expired session.
      void refreshUnreadCount();
      this.startPolling();
    }
    this.scheduleReconnect(reconnectDelay(this.attempt++, this.options.random));
  };

  private readonly onOnline = () => {
    if (this.source || this.stopped) return;
    this.attempt = 0;
    this.scheduleReconnect(0);
  };

  private scheduleReconnect(delay: number): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private closeSource(): void {
    // EventSource would reconnect by itself every few seconds; we close it and choose when.
    this.source?.close();
    this.source = null;
  }

  private startPolling(): void {
    this.pollTimer ??= setInterval(() => void refreshUnreadCount(), NOTIFICATIONS_POLL_INTERVAL_MS);
  }

  private stopPolling(): void {
    if (this.pollTimer) clearInterval(this.pollTimer);
    this.pollTimer = null;
  }
}

let current: NotificationsSync | null = null;
let owner: string | null = null;

/** Starts syncing for `userId`; the store is emptied first when it held another user's notifications. */
export function startNotificationsSync(userId: string, options: SyncOptions): void {
  current?.stop();
  if (owner !== userId) resetNotifications();
  owner = userId;
  current = new NotificationsSync(options);
  current.start();
}

export function stopNotificationsSync(): void {
  current?.stop();
  current = null;
}

/** Logout: close the stream, stop polling and forget this user's notifications. */
export function endNotifications(): void {
  stopNotificationsSync();
  owner = null;
  resetNotifications();
}
