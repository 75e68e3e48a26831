import { CcnlContract, CcnlContractInput, CcnlLevelInput, CcnlLevelParams, Empty, envelopeOf } from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { HR, ON_PERSONNEL } from '../access';
import {
  createContract,
  createLevel,
  deleteContract,
  deleteLevel,
  listContracts,
  updateContract,
  updateLevel,
} from './service';

/** Personnel: the CCNL catalogue and its levels. Everyone in the area reads, HR edits. */
export async function jobLevelRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['personnel'];

  r.get(
    '',
    { access: ON_PERSONNEL, schema: { tags, response: { 200: envelopeOf(z.array(CcnlContract)) } } },
    async (request) => ok(await listContracts(app.db, requireActor(request))),
  );
  r.post(
    '',
    { access: HR, schema: { tags, body: CcnlContractInput, response: { 201: envelopeOf(CcnlContract) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await createContract(app.db, requireActor(request), request.body), 'Contratto creato')),
  );
  r.put(
    '/:id',
    {
      access: HR,
      schema: { tags, params: IdParams, body: CcnlContractInput, response: { 200: envelopeOf(CcnlContract) } },
    },
    async (request) =>
      ok(await updateContract(app.db, requireActor(request), request.params.id, request.body), 'Contratto aggiornato'),
  );
  r.delete(
    '/:id',
    { access: HR, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteContract(app.db, requireActor(request), request.params.id);
      return ok(null, 'Contratto eliminato');
    },
  );
  r.post(
    '/:id/levels',
    {
      access: HR,
      schema: { tags, params: IdParams, body: CcnlLevelInput, response: { 201: envelopeOf(CcnlContract) } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createLevel(app.db, requireActor(request), request.params.id, request.body), 'Livello creato')),
  );
  r.put(
    '/:id/levels/:level_id',
    {
      access: HR,
      schema: { tags, params: CcnlLevelParams, body: CcnlLevelInput, response: { 200: envelopeOf(CcnlContract) } },
    },
    async (request) =>
      ok(
        await updateLevel(app.db, requireActor(request), request.params.id, request.params.level_id, request.body),
        'Livello aggiornato',
      ),
  );
  r.delete(
    '/:id/levels/:level_id',
    { access: HR, schema: { tags, params: CcnlLevelParams, response: { 200: envelopeOf(CcnlContract) } } },
    async (request) =>
      ok(
        await deleteLevel(app.db, requireActor(request), request.params.id, request.params.level_id),
        'Livello eliminato',
      ),
  );
}
