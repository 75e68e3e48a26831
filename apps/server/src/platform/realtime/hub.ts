import type { RealtimeEvent } from '@portale/shared';
import type { Database } from '@/platform/db/database';

/** The one NOTIFY channel of the portal. */
export const REALTIME_CHANNEL = 'portale_events';

/**
 * What travels over NOTIFY. PostgreSQL caps a payload at 8000 bytes, so messages carry only ids (chunked)
 * and each instance loads what its own connected users need.
 */
export type RealtimeMessage =
  | { t: 'n'; items: [userId: string, notificationId: string][] }
  | { t: 'c'; users: string[] };

/** Pairs per message: 80 × (two uuids + JSON punctuation) stays well under the 8000-byte limit. */
export const PAIRS_PER_MESSAGE = 80;

type Sender = (event: RealtimeEvent) => void;

/**
 * Fans events out to the SSE connections of this instance. Every instance listens on the same channel, so a
 * notification created anywhere reaches its user wherever their browser is connected.
 */
export class RealtimeHub {
  private readonly subscribers = new Map<string, Set<Sender>>();
  private readonly streams = new Set<() => void>();
  private unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Database,
    private readonly loadFor: (userIds: string[], notificationIds: string[]) => Promise<Map<string, RealtimeEvent[]>>,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(REALTIME_CHANNEL, (payload) => {
      void this.dispatch(payload).catch(() => undefined);
    });
  }

  async stop(): Promise<void> {
    for (const end of [...this.streams]) end();
    await this.unlisten?.();
    this.unlisten = null;
  }

  /** Registers a connection; `end` is called when the server shuts down. Returns the unsubscribe function. */
  subscribe(userId: string, send: Sender, end: () => void): () => void {
    const set = this.subscribers.get(userId) ?? new Set();
    set.add(send);
    this.subscribers.set(userId, set);
    this.streams.add(end);
    return () => {
      set.delete(send);
      if (set.size === 0) this.subscribers.delete(userId);
      this.streams.delete(end);
    };
  }

  get connections(): number {
    return this.streams.size;
  }

  private async dispatch(payload: string): Promise<void> {
    const message = JSON.parse(payload) as RealtimeMessage;
    const local = (userId: string) => this.subscribers.has(userId);
    const users =
      message.t === 'n' ? [...new Set(message.items.map(([u]) => u))].filter(local) : message.users.filter(local);
    if (users.length === 0) return;
    const ids = message.t === 'n' ? message.items.filter(([u]) => local(u)).map(([, id]) => id) : [];
    const events = await this.loadFor(users, ids);
    for (const [userId, list] of events) {
      for (const send of this.subscribers.get(userId) ?? []) for (const event of list) send(event);
    }
  }
}

/** The NOTIFY payloads announcing new notifications, chunked to fit PostgreSQL's limit. */
export function newNotificationMessages(items: [string, string][]): string[] {
  const messages: string[] = [];
  for (let i = 0; i < items.length; i += PAIRS_PER_MESSAGE) {
    messages.push(JSON.stringify({ t: 'n', items: items.slice(i, i + PAIRS_PER_MESSAGE) } satisfies RealtimeMessage));
  }
  return messages;
}

/** Users whose unread count changed; 150 uuids per message stay under the limit. */
export function countChangedMessages(userIds: string[]): string[] {
  const messages: string[] = [];
  for (let i = 0; i < userIds.length; i += 150) {
    messages.push(JSON.stringify({ t: 'c', users: userIds.slice(i, i + 150) } satisfies RealtimeMessage));
  }
  return messages;
}
