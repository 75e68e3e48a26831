import {
  ClientCompanyLookup,
  ClientCompanyLookupQuery,
  ClientCompanyQuickCreate,
  ClientCompanyQuickCreated,
  envelopeOf,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { lookupClientCompanies, quickCreateClientCompany } from './client-company-lookup';

/**
 * `/api/client-companies`: the client picker of other modules (a project's client), for whoever creates and edits
 * projects, whatever the CRM's flag and without the CRM's read permission: id and name of the live companies, and a
 * new one by name while the CRM is off (docs/timesheet.md).
 */
export async function clientCompanyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['client-companies'];
  const access = { permission: 'edit_project' } as const;

  r.get(
    '',
    {
      access,
      schema: { tags, querystring: ClientCompanyLookupQuery, response: { 200: envelopeOf(ClientCompanyLookup) } },
    },
    async (request) => ok(await lookupClientCompanies(app.db, request.query.q)),
  );
  r.post(
    '',
    {
      access,
      schema: {
        tags,
        body: ClientCompanyQuickCreate,
        response: { 200: envelopeOf(ClientCompanyQuickCreated), 201: envelopeOf(ClientCompanyQuickCreated) },
      },
    },
    async (request, reply) => {
      const result = await quickCreateClientCompany(app.db, requireActor(request), request.body.name);
      return reply
        .status(result.created ? 201 : 200)
        .send(ok(result, result.created ? 'Cliente creato' : 'Cliente già presente'));
    },
  );
}
