import {
  Empty,
  envelopeOf,
  NEWS_MESSAGES,
  NewsConfirmations,
  NewsInput,
  NewsItem,
  NewsList,
  NewsListQuery,
  NewsRemindResult,
  type NewsStatus,
  NewsUpdate,
} from '@portale/shared';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { registerAuditTargetNames } from '@/platform/audit/targets';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { registerSearchProvider } from '@/platform/search/search';
import { NEWS_PUBLISHERS, NEWS_READERS } from './audience';
import { newsPublishingJob } from './jobs';
import { getNews, listNews } from './queries';
import { newsSearchProvider } from './search';
import { confirmNews, createNews, deleteNews, newsConfirmationsOf, remindNews, updateNews } from './service';
import { newsItems } from './tables';

/** What a save answers, by the status the item now has (`draft`: a new one is saved, an existing one updated). */
const savedMessage = (status: NewsStatus, draft: string) =>
  status === 'pubblicata' ? NEWS_MESSAGES.published : status === 'programmata' ? NEWS_MESSAGES.scheduled : draft;

/** `/api/communications/news` (docs/communications.md, "Notizie e avvisi"): read by the audience, written by publishers. */
export async function newsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['communications'];
  registerAuditTargetNames(
    'news',
    (ids) => sql`select ${newsItems.id}::text as id, ${newsItems.title} as name from ${newsItems}
      where ${inArray(sql`${newsItems.id}::text`, ids)}`,
  );
  registerSearchProvider(newsSearchProvider);
  app.scheduler.register(newsPublishingJob(app.db));

  r.get(
    '',
    { access: NEWS_READERS, schema: { tags, querystring: NewsListQuery, response: { 200: envelopeOf(NewsList) } } },
    async (request) => ok(await listNews(app.db, requireActor(request), request.query)),
  );
  r.post(
    '',
    { access: NEWS_PUBLISHERS, schema: { tags, body: NewsInput, response: { 201: envelopeOf(NewsItem) } } },
    async (request, reply) => {
      const item = await createNews(app.db, requireActor(request), request.body);
      return reply.status(201).send(ok(item, savedMessage(item.status, NEWS_MESSAGES.created)));
    },
  );
  r.get(
    '/:id',
    { access: NEWS_READERS, schema: { tags, params: IdParams, response: { 200: envelopeOf(NewsItem) } } },
    async (request) => ok(await getNews(app.db, requireActor(request), request.params.id)),
  );
  r.put(
    '/:id',
    {
      access: NEWS_PUBLISHERS,
      schema: { tags, params: IdParams, body: NewsUpdate, response: { 200: envelopeOf(NewsItem) } },
    },
    async (request) => {
      const item = await updateNews(app.db, requireActor(request), request.params.id, request.body);
      return ok(item, savedMessage(item.status, NEWS_MESSAGES.updated));
    },
  );
  r.delete(
    '/:id',
    { access: NEWS_PUBLISHERS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteNews(app.db, requireActor(request), request.params.id);
      return ok(null, NEWS_MESSAGES.deleted);
    },
  );
  r.post(
    '/:id/confirm',
    { access: NEWS_READERS, schema: { tags, params: IdParams, response: { 200: envelopeOf(NewsItem) } } },
    async (request) => ok(await confirmNews(app.db, requireActor(request), request.params.id), NEWS_MESSAGES.confirmed),
  );
  r.get(
    '/:id/confirmations',
    {
      access: NEWS_PUBLISHERS,
      schema: { tags, params: IdParams, response: { 200: envelopeOf(NewsConfirmations) } },
    },
    async (request) => ok(await newsConfirmationsOf(app.db, requireActor(request), request.params.id)),
  );
  r.post(
    '/:id/remind',
    { access: NEWS_PUBLISHERS, schema: { tags, params: IdParams, response: { 200: envelopeOf(NewsRemindResult) } } },
    async (request) => {
      const reminded = await remindNews(app.db, requireActor(request), request.params.id);
      return ok({ reminded }, NEWS_MESSAGES.reminded(reminded));
    },
  );
}
