import type { RealtimeEvent } from '@portale/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '@/platform/auth/actor';
import { liveSession } from '@/platform/auth/sessions';
import { sessions } from '@/platform/auth/tables';
import type { Db } from '@/platform/db/database';
import { unreadCount } from '@/platform/notifications/notify';
import type { RealtimeHub } from '@/platform/realtime/hub';
import { getTenantConfig } from '@/platform/tenant/tenant-config';

/** A comment line every 25 s keeps proxies from closing the stream and lets us re-check the session. */
export const HEARTBEAT_MS = 25_000;

/** Still valid: not revoked, not past its lifetime, not idle (an open stream is not activity). */
async function sessionAlive(db: Db, sessionId: string): Promise<boolean> {
  const { security } = await getTenantConfig(db);
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), liveSession(security.session_idle_minutes)));
  return rows.length === 1;
}

/** Server-sent events: `notification` and `unread_count`, with the current count first. */
export async function openEventStream(
  db: Db,
  hub: RealtimeHub,
  actor: Actor,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // Stops nginx from buffering the stream.
    'x-accel-buffering': 'no',
  });
  const send = (event: RealtimeEvent) => res.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
  res.write('retry: 3000\n\n');
  send({ event: 'unread_count', data: { unread_count: await unreadCount(db, actor.userId) } });

  let closed = false;
  const end = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    res.end();
  };
  const unsubscribe = hub.subscribe(actor.userId, send, end);
  const heartbeat = setInterval(() => {
    void sessionAlive(db, actor.sessionId).then(
      (alive) => {
        if (!alive) {
          res.write('event: session_ended\ndata: {}\n\n');
          end();
        } else res.write(': ping\n\n');
      },
      () => end(),
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();
  request.raw.on('close', end);
}
