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
import { namedById, registerAuditTargetNames } from '@/platform/audit/targets';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { publicSiteRetentionJob } from './retention';
import { createContactMessage, listContactMessages, recordConsent, setContactMessageStatus } from './service';
import { contactMessages } from './tables';

const CreatedId = envelopeOf(z.object({ id: z.uuid() }));
const admin = { permission: 'admin_access' } as const;

const tags = ['public-site'];

/** `/api/contact`: the public contact form. */
export async function contactRoutes(app: FastifyInstance) {
  // Registered once, here: the retention the privacy notice promises for contact messages and consent proofs.
  app.scheduler.register(publicSiteRetentionJob(app.db));

  // Cross-site posts are already refused by the platform's Origin/Sec-Fetch-Site check.
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '',
      { access: 'public', schema: { tags, body: ContactMessageCreate, response: { 201: CreatedId } } },
      async (request, reply) => {
        const created = await createContactMessage(app.db, request.body, request.ip);
        return reply.status(201).send(ok(created, 'Messaggio inviato: ti risponderemo al più presto.'));
      },
    );
}

/** `/api/consents`: the anonymous proof of a visitor's cookie decision. */
export async function consentRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '',
      { access: 'public', schema: { tags, body: ConsentRecordCreate, response: { 201: CreatedId } } },
      async (request, reply) =>
        reply.status(201).send(ok(await recordConsent(app.db, request.body), 'Consenso registrato')),
    );
}

/** `/api/admin/contact-messages`: the administrators' inbox of contact messages. */
export async function contactMessageRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerAuditTargetNames('contact_message', namedById(contactMessages));

  r.get(
    '',
    {
      access: admin,
      schema: { tags, querystring: ContactMessageListQuery, response: { 200: envelopeOf(paginated(ContactMessage)) } },
    },
    async (request) => ok(await listContactMessages(app.db, requireActor(request), request.query)),
  );

  r.put(
    '/:id/status',
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
        await setContactMessageStatus(app.db, requireActor(request), request.params.id, request.body.status),
        'Stato del messaggio aggiornato',
      ),
  );
}
