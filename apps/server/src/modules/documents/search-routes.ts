import { DocumentDashboard, DocumentSearchQuery, DocumentSearchResults, envelopeOf } from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { registerSearchProvider } from '@/platform/search/search';
import { documentDashboard } from './dashboard';
import { documentExtractionJob, extractionQueue } from './extraction';
import { documentRemindersJob } from './reminders';
import { ON_DOCUMENTS } from './routes';
import { documentSearchProvider, searchDocuments } from './search';

/**
 * `/api/documents/search` (docs/documents.md, "Ricerca"); it also starts what the search relies on: the text
 * extraction queue and its sweep, the reminders job and the global search provider.
 */
export async function documentSearchRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerSearchProvider(documentSearchProvider);
  const queue = extractionQueue(app);
  app.addHook('onClose', () => queue.close());
  // What the last run left pending (the demo seed's thumbnails, versions from before thumbnails) starts at once.
  app.addHook('onReady', async () => queue.kick());
  app.scheduler.register(documentExtractionJob(queue, app.db));
  app.scheduler.register(documentRemindersJob(app.db));
  r.get(
    '',
    {
      access: ON_DOCUMENTS,
      schema: {
        tags: ['documents'],
        querystring: DocumentSearchQuery,
        response: { 200: envelopeOf(DocumentSearchResults) },
      },
    },
    async (request) => ok(await searchDocuments(app.database, requireActor(request), request.query)),
  );
}

/** `/api/documents/dashboard`: recent, mine, shared with me, expiring, storage used. */
export async function documentDashboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '',
    { access: ON_DOCUMENTS, schema: { tags: ['documents'], response: { 200: envelopeOf(DocumentDashboard) } } },
    async (request) => ok(await documentDashboard(app.db, requireActor(request))),
  );
}
