import {
  envelopeOf,
  Notification,
  NotificationCreate,
  NotificationList,
  NotificationListQuery,
  UnreadCount,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { countUnread, createNotification, listNotifications, markAllRead, markRead } from './service';
import { openEventStream } from './stream';

const tags = ['notifications'];
const access = { feature: 'notifications' } as const;

/** `/api/notifications`: each user's own notifications. */
export async function notificationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    { access, schema: { tags, querystring: NotificationListQuery, response: { 200: envelopeOf(NotificationList) } } },
    async (request) => ok(await listNotifications(app.db, requireActor(request), request.query)),
  );

  r.get('/unread-count', { access, schema: { tags, response: { 200: envelopeOf(UnreadCount) } } }, async (request) =>
    ok({ unread_count: await countUnread(app.db, requireActor(request)) }),
  );

  r.put(
    '/mark-all-read',
    { access, schema: { tags, response: { 200: envelopeOf(UnreadCount.extend({ updated: z.number() })) } } },
    async (request) => {
      const updated = await markAllRead(app.db, requireActor(request));
      return ok({ unread_count: 0, updated }, 'Tutte le notifiche sono state segnate come lette');
    },
  );

  r.put(
    '/:id/read',
    {
      access,
      schema: {
        tags,
        params: IdParams,
        response: { 200: envelopeOf(UnreadCount) },
      },
    },
    async (request) => ok({ unread_count: await markRead(app.db, requireActor(request), request.params.id) }),
  );

  // Spec §7: allowed to admins (and to server-side code through notify()).
  r.post(
    '',
    {
      access: { permission: 'admin_access', feature: 'notifications' },
      schema: { tags, body: NotificationCreate, response: { 201: envelopeOf(Notification.nullable()) } },
    },
    async (request, reply) => {
      const created = await createNotification(app.db, requireActor(request), request.body);
      return reply
        .status(201)
        .send(ok(created, created ? 'Notifica inviata' : 'Il destinatario ha disattivato questo tipo di notifiche'));
    },
  );
}

/** `/api/events/stream`: the server-sent events that push notifications to open browsers. */
export async function eventStreamRoutes(app: FastifyInstance) {
  app.get(
    '',
    { access: { feature: ['notifications', 'real_time_updates'] } as const, schema: { tags, hide: true } },
    (request, reply) => openEventStream(app.db, app.realtime, requireActor(request), request, reply),
  );
}
