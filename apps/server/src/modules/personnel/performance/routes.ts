import {
  Empty,
  envelopeOf,
  ManagerReviewInput,
  PerformanceOverview,
  PerformancePersonParams,
  PerformancePersonYearParams,
  PersonPerformance,
  PersonPerformanceYear,
  paginated,
  ReviewCandidates,
  ReviewCycle,
  ReviewCycleInput,
  ReviewDetail,
  ReviewListQuery,
  ReviewObjectivesInput,
  ReviewParticipantsInput,
  ReviewParticipantsResult,
  ReviewSummary,
  SelfReviewInput,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { namedById, registerAuditTargetNames } from '@/platform/audit/targets';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { HR, ON_PERSONNEL } from '../access';
import { reviewCycles } from '../tables';
import { reviewAuditNames } from './audit-names';
import { addParticipants, createCycle, deleteCycle, listCycles, reviewCandidates, updateCycle } from './cycles';
import {
  getReview,
  listReviews,
  performanceOverview,
  personPerformance,
  personPerformanceYear,
  saveManagerReview,
  saveObjectives,
  saveSelfReview,
} from './reviews';
import { completeReview, removeReview, reopenReview, startSelfReview, submitSelfReview } from './workflow';

/** Personnel: performance review cycles and the review workflow. Row rules live in the services. */
export async function performanceRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerAuditTargetNames('review_cycle', namedById(reviewCycles));
  registerAuditTargetNames('performance_review', reviewAuditNames);
  const tags = ['personnel'];
  const detail = { 200: envelopeOf(ReviewDetail) };

  r.get(
    '/overview',
    { access: ON_PERSONNEL, schema: { tags, response: { 200: envelopeOf(PerformanceOverview) } } },
    async (request) => ok(await performanceOverview(app.db, requireActor(request))),
  );

  r.get(
    '/cycles',
    { access: HR, schema: { tags, response: { 200: envelopeOf(z.array(ReviewCycle)) } } },
    async (request) => ok(await listCycles(app.db, requireActor(request))),
  );
  r.post(
    '/cycles',
    { access: HR, schema: { tags, body: ReviewCycleInput, response: { 201: envelopeOf(ReviewCycle) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await createCycle(app.db, requireActor(request), request.body), 'Ciclo creato')),
  );
  r.put(
    '/cycles/:id',
    {
      access: HR,
      schema: { tags, params: IdParams, body: ReviewCycleInput, response: { 200: envelopeOf(ReviewCycle) } },
    },
    async (request) =>
      ok(await updateCycle(app.db, requireActor(request), request.params.id, request.body), 'Ciclo aggiornato'),
  );
  r.delete(
    '/cycles/:id',
    { access: HR, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteCycle(app.db, requireActor(request), request.params.id);
      return ok(null, 'Ciclo eliminato');
    },
  );
  r.get(
    '/candidates',
    { access: HR, schema: { tags, response: { 200: envelopeOf(ReviewCandidates) } } },
    async (request) => ok(await reviewCandidates(app.db, requireActor(request))),
  );
  r.post(
    '/cycles/:id/participants',
    {
      access: HR,
      schema: {
        tags,
        params: IdParams,
        body: ReviewParticipantsInput,
        response: { 200: envelopeOf(ReviewParticipantsResult) },
      },
    },
    async (request) => {
      const result = await addParticipants(app.db, requireActor(request), request.params.id, request.body);
      return ok(result, `Valutazioni create: ${result.created}`);
    },
  );

  r.get(
    '/reviews',
    {
      access: ON_PERSONNEL,
      schema: { tags, querystring: ReviewListQuery, response: { 200: envelopeOf(paginated(ReviewSummary)) } },
    },
    async (request) => ok(await listReviews(app.db, requireActor(request), request.query)),
  );
  r.get(
    '/reviews/:id',
    { access: ON_PERSONNEL, schema: { tags, params: IdParams, response: detail } },
    async (request) => ok(await getReview(app.db, requireActor(request), request.params.id)),
  );
  r.delete(
    '/reviews/:id',
    { access: HR, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await removeReview(app.db, requireActor(request), request.params.id);
      return ok(null, 'Persona tolta dal ciclo');
    },
  );
  r.put(
    '/reviews/:id/objectives',
    { access: ON_PERSONNEL, schema: { tags, params: IdParams, body: ReviewObjectivesInput, response: detail } },
    async (request) =>
      ok(await saveObjectives(app.db, requireActor(request), request.params.id, request.body), 'Obiettivi salvati'),
  );
  r.put(
    '/reviews/:id/self-review',
    { access: ON_PERSONNEL, schema: { tags, params: IdParams, body: SelfReviewInput, response: detail } },
    async (request) =>
      ok(
        await saveSelfReview(app.db, requireActor(request), request.params.id, request.body),
        'Autovalutazione salvata',
      ),
  );
  r.put(
    '/reviews/:id/manager-review',
    { access: ON_PERSONNEL, schema: { tags, params: IdParams, body: ManagerReviewInput, response: detail } },
    async (request) =>
      ok(
        await saveManagerReview(app.db, requireActor(request), request.params.id, request.body),
        'Valutazione salvata',
      ),
  );

  const steps = [
    ['start-self-review', startSelfReview, 'Autovalutazione avviata'],
    ['submit-self-review', submitSelfReview, 'Autovalutazione inviata'],
    ['complete', completeReview, 'Valutazione completata'],
    ['reopen', reopenReview, 'Valutazione riaperta'],
  ] as const;
  for (const [path, step, message] of steps) {
    r.post(
      `/reviews/:id/${path}`,
      { access: ON_PERSONNEL, schema: { tags, params: IdParams, response: detail } },
      async (request) => ok(await step(app.db, requireActor(request), request.params.id), message),
    );
  }

  r.get(
    '/people/:userId',
    {
      access: ON_PERSONNEL,
      schema: { tags, params: PerformancePersonParams, response: { 200: envelopeOf(PersonPerformance) } },
    },
    async (request) => ok(await personPerformance(app.db, requireActor(request), request.params.userId)),
  );
  r.get(
    '/people/:userId/years/:year',
    {
      access: ON_PERSONNEL,
      schema: { tags, params: PerformancePersonYearParams, response: { 200: envelopeOf(PersonPerformanceYear) } },
    },
    async (request) =>
      ok(await personPerformanceYear(app.db, requireActor(request), request.params.userId, request.params.year)),
  );
}
