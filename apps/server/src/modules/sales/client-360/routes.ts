import { ClientActivity, ClientActivityQuery, ClientProjects, ClientSummary, envelopeOf } from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { CRM_READERS } from '../access';
import { clientActivity } from './activity';
import { clientProjects, clientSummary } from './summary';

/**
 * The client 360° page's own reads under `/api/crm/clients/:id` (docs/sales.md, "La scheda del cliente"): the
 * header's figures, the projects and the activity timeline. Proposals, contracts and pre-invoices are read from
 * their areas' lists with `client_id`.
 */
export async function client360Routes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm'];
  r.get(
    '/:id/summary',
    { access: CRM_READERS, schema: { tags, params: IdParams, response: { 200: envelopeOf(ClientSummary) } } },
    async (request) => ok(await clientSummary(app.db, requireActor(request), request.params.id)),
  );
  r.get(
    '/:id/projects',
    { access: CRM_READERS, schema: { tags, params: IdParams, response: { 200: envelopeOf(ClientProjects) } } },
    async (request) => ok(await clientProjects(app.db, request.params.id)),
  );
  r.get(
    '/:id/activity',
    {
      access: CRM_READERS,
      schema: {
        tags,
        params: IdParams,
        querystring: ClientActivityQuery,
        response: { 200: envelopeOf(ClientActivity) },
      },
    },
    async (request) => ok(await clientActivity(app.db, requireActor(request), request.params.id, request.query)),
  );
}
