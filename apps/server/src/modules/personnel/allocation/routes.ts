import { AllocationGrid, AllocationQuery, envelopeOf, PersonAllocation } from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { ON_PERSONNEL, STAFFING } from '../access';
import { allocationGrid, personAllocation } from './service';

const PersonParams = z.object({ userId: z.uuid('Identificativo non valido') });

/** Personnel: capacity vs allocation per person and month. */
export async function allocationRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['personnel'];

  r.get(
    '',
    {
      access: STAFFING,
      schema: { tags, querystring: AllocationQuery, response: { 200: envelopeOf(AllocationGrid) } },
    },
    async (request) => ok(await allocationGrid(app.db, requireActor(request), request.query)),
  );
  // Open to everyone in the personnel area; the service lets through the person, their manager and staffing.
  r.get(
    '/people/:userId',
    {
      access: ON_PERSONNEL,
      schema: {
        tags,
        params: PersonParams,
        querystring: AllocationQuery,
        response: { 200: envelopeOf(PersonAllocation) },
      },
    },
    async (request) => ok(await personAllocation(app.db, requireActor(request), request.params.userId, request.query)),
  );
}
