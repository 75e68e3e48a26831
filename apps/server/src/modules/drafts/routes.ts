import { Draft, DraftKeyParams, DraftList, DraftListQuery, DraftSave, Empty, envelopeOf } from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { deleteDraft, deleteDraftByKey, findDraftByKey, getDraft, listDrafts, saveDraft } from './service';

const tags = ['drafts'];
// Any logged-in user keeps their own drafts; every query is scoped to the owner (service.ts).
const access = 'login' as const;

/** `/api/drafts`: the user's autosaved form drafts (spec §2: /app/drafts). */
export async function draftRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '',
    { access, schema: { tags, querystring: DraftListQuery, response: { 200: envelopeOf(DraftList) } } },
    async (request) => ok(await listDrafts(app.db, requireActor(request), request.query)),
  );

  r.get(
    '/key/:key',
    { access, schema: { tags, params: DraftKeyParams, response: { 200: envelopeOf(Draft.nullable()) } } },
    async (request) => ok(await findDraftByKey(app.db, requireActor(request), request.params.key)),
  );

  r.put(
    '/key/:key',
    { access, schema: { tags, params: DraftKeyParams, body: DraftSave, response: { 200: envelopeOf(Draft) } } },
    async (request) =>
      ok(await saveDraft(app.db, requireActor(request), request.params.key, request.body), 'Bozza salvata'),
  );

  r.delete(
    '/key/:key',
    {
      access,
      schema: { tags, params: DraftKeyParams, response: { 200: envelopeOf(z.object({ deleted: z.boolean() })) } },
    },
    async (request) =>
      ok({ deleted: await deleteDraftByKey(app.db, requireActor(request), request.params.key) }, 'Bozza scartata'),
  );

  r.get('/:id', { access, schema: { tags, params: IdParams, response: { 200: envelopeOf(Draft) } } }, async (request) =>
    ok(await getDraft(app.db, requireActor(request), request.params.id)),
  );

  r.delete(
    '/:id',
    { access, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteDraft(app.db, requireActor(request), request.params.id);
      return ok(null, 'Bozza scartata');
    },
  );
}
