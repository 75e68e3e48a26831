import {
  Empty,
  envelopeOf,
  FeatureFlag,
  FeatureFlagCreate,
  FeatureFlagUpdate,
  FlagCheck,
  PublicFlags,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { allFlagStates } from '@/platform/flags/flags';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { checkFlag, createFlag, deleteFlag, listFlags, updateFlag } from './service';

const admin = { permission: 'admin_access' } as const;

const tags = ['feature-flags'];

/** `/api/feature-flags`: what the pages ask at start-up. */
export async function featureFlagRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // The start-up "feature-flag initialisation" call (spec §4): every key with its state.
  r.get('/public', { access: 'public', schema: { tags, response: { 200: envelopeOf(PublicFlags) } } }, async () =>
    ok(await allFlagStates(app.db)),
  );

  r.get(
    '/:key',
    {
      access: 'public',
      schema: { tags, params: z.object({ key: z.string().max(64) }), response: { 200: envelopeOf(FlagCheck) } },
    },
    async (request) => ok(await checkFlag(app.db, request.params.key)),
  );
}

/** `/api/admin/feature-flags`: the administrators' switches. */
export async function featureFlagAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('', { access: admin, schema: { tags, response: { 200: envelopeOf(z.array(FeatureFlag)) } } }, async (request) =>
    ok(await listFlags(app.db, requireActor(request))),
  );

  r.post(
    '',
    { access: admin, schema: { tags, body: FeatureFlagCreate, response: { 201: envelopeOf(FeatureFlag) } } },
    async (request, reply) => {
      const flag = await createFlag(app.db, requireActor(request), request.body);
      return reply.status(201).send(ok(flag, 'Feature flag creato'));
    },
  );

  r.put(
    '/:id',
    {
      access: admin,
      schema: { tags, params: IdParams, body: FeatureFlagUpdate, response: { 200: envelopeOf(FeatureFlag) } },
    },
    async (request) =>
      ok(await updateFlag(app.db, requireActor(request), request.params.id, request.body), 'Feature flag aggiornato'),
  );

  r.delete(
    '/:id',
    { access: admin, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteFlag(app.db, requireActor(request), request.params.id);
      return ok(null, 'Feature flag eliminato');
    },
  );
}
