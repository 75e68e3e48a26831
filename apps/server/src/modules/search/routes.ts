import { envelopeOf, SearchQuery, SearchResult } from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { registerSearchProvider, search } from '@/platform/search/search';
import { peopleSearchProvider } from './people';

/**
 * Global search, registered under two prefixes: spec §7 names GET /search, and /api/search is the same handler
 * under the API prefix.
 */
export async function searchRoutes(app: FastifyInstance) {
  registerSearchProvider(peopleSearchProvider);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const options = {
    access: 'login' as const,
    schema: { tags: ['search'], querystring: SearchQuery, response: { 200: envelopeOf(z.array(SearchResult)) } },
  };
  const handler = async (request: { query: z.infer<typeof SearchQuery> } & Parameters<typeof requireActor>[0]) =>
    ok(await search(app.database, requireActor(request), request.query.q, request.query.limit));
  r.get('', options, handler);
}
