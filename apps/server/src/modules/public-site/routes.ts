import {
  ConsentRecordCreate,
  ContactMessage,
  ContactMessageCreate,
  ContactMessageListQuery,
  ContactMessageStatusUpdate,
  envelopeOf,
  paginated,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { publicSiteRetentionJob } from './retention';
import { createContactMessage, listContactMessages, recordConsent, setContactMessageStatus } from './service';

const IdParams = z.object({ id: z.uuid('Identificativo non valido') });
const CreatedId = envelopeOf(z.object({ id: z.uuid() }));
const admin = { permission: 'admin_access' } as const;

export async function publicSiteRoutes(app: FastifyInstance) {
  app.scheduler.register(publicSiteRetentionJob(app.db));
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['public-site'];

  // Cross-site posts are already refused by the platform's Origin/Sec-Fetch-Site check.
  r.post(
    '/api/contact',
    { access: 'public', schema: { tags, body: ContactMessageCreate, response: { 201: CreatedId } } },
    async (request, reply) => {
      const created = await createContactMessage(app.db, request.body, request.ip);
      return reply.status(201).send(ok(created, 'Messaggio inviato: ti risponderemo al più presto.'));
    },
  );

  r.post(
    '/api/consents',
    { access: 'public', schema: { tags, body: ConsentRecordCreate, response: { 201: CreatedId } } },
    async (request, reply) =>
      reply.status(201).send(ok(await recordConsent(app.db, request.body), 'Consenso registrato')),
  );

  r.get(
    '/api/admin/contact-messages',
    {
      access: admin,
      schema: { tags, querystring: ContactMessageListQuery, response: { 200: envelopeOf(paginated(ContactMessage)) } },
    },
    async (request) => ok(await listContactMessages(app.db, requireActor(request), request.query)),
  );

  r.put(
    '/api/admin/contact-messages/:id/status',
    {
      access: admin,
      schema: {
        tags,
        params: IdParams,
        body: ContactMessageStatusUpdate,
        response: { 200: envelopeOf(ContactMessage) },
      },
    },
    async (request) =>
      ok(
        await setContactMessageStatus(
          app.db,
          requireActor(request),
          request.params.id,
          request.body.status,
          request.ip,
        ),
        'Stato del messaggio aggiornato',
      ),
  );
}
