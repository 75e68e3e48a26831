import {
  Board,
  BoardQuery,
  Empty,
  envelopeOf,
  Pipeline,
  PipelineInput,
  PipelineList,
  PipelineRemoval,
  Proposal,
  ProposalCreate,
  ProposalList,
  ProposalListQuery,
  ProposalMove,
  ProposalProjectCreate,
  ProposalTransitionBody,
  ProposalUpdate,
} from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '@/platform/access/access';
import { registerAuditTargetNames } from '@/platform/audit/targets';
import { ok } from '@/platform/http/envelope';
import { forbidden } from '@/platform/http/errors';
import { IdParams } from '@/platform/http/params';
import { registerClientCompanyLink } from '@/platform/org/client-company-links';
import { registerSearchProvider } from '@/platform/search/search';
import { CRM_EDITORS, CRM_READERS, canSeeMoney } from '../access';
import { getBoard, moveProposal } from './board';
import { proposalExpiryJob } from './jobs';
import { PROPOSAL_MESSAGES } from './messages';
import { createPipeline, getPipeline, listPipelines, removePipeline, updatePipeline } from './pipelines';
import { sendProposalPdf } from './portal-routes';
import { createProjectFromProposal } from './project';
import { getProposal, listProposals, proposalRow } from './queries';
import { proposalClientLink, proposalSearchProvider } from './search';
import { createProposal, deleteProposal, duplicateProposal, updateProposal } from './service';
import { transitionProposal } from './transitions';

const TRANSITION_DONE = {
  send: 'Offerta segnata come inviata',
  accept: 'Offerta segnata come accettata',
  refuse: 'Offerta segnata come rifiutata',
  reopen: 'Offerta riaperta come bozza',
} as const;

const idsIn = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** `/api/crm/proposals` (docs/sales.md, "Offerte"): list, CRUD, transitions, board moves, copy, project. */
export async function proposalRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm'];
  registerAuditTargetNames(
    'proposal',
    (ids) => sql`select id::text as id, number || ' · ' || title as name from sales_proposals
      where id::text in (${idsIn(ids)})`,
  );
  registerSearchProvider(proposalSearchProvider);
  registerClientCompanyLink(proposalClientLink);
  app.scheduler.register(proposalExpiryJob(app.db));

  r.get(
    '',
    {
      access: CRM_READERS,
      schema: { tags, querystring: ProposalListQuery, response: { 200: envelopeOf(ProposalList) } },
    },
    async (request) => ok(await listProposals(app.db, requireActor(request), request.query)),
  );
  r.post(
    '',
    { access: CRM_EDITORS, schema: { tags, body: ProposalCreate, response: { 201: envelopeOf(Proposal) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await createProposal(app.db, requireActor(request), request.body), 'Offerta creata')),
  );
  r.get(
    '/:id',
    { access: CRM_READERS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Proposal) } } },
    async (request) => ok(await getProposal(app.db, requireActor(request), request.params.id)),
  );
  r.get('/:id/pdf', { access: CRM_READERS, schema: { tags, params: IdParams } }, async (request, reply) => {
    // The PDF prints every price: only for those who may see them.
    if (!canSeeMoney(requireActor(request))) throw forbidden(PROPOSAL_MESSAGES.pdfMoneyHidden);
    return sendProposalPdf(app, reply, await proposalRow(app.db, request.params.id));
  });
  r.patch(
    '/:id',
    {
      access: CRM_EDITORS,
      schema: { tags, params: IdParams, body: ProposalUpdate, response: { 200: envelopeOf(Proposal) } },
    },
    async (request) =>
      ok(await updateProposal(app.db, requireActor(request), request.params.id, request.body), 'Offerta aggiornata'),
  );
  r.delete(
    '/:id',
    { access: CRM_EDITORS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteProposal(app.db, requireActor(request), request.params.id);
      return ok(null, 'Offerta eliminata');
    },
  );
  r.post(
    '/:id/transition',
    {
      access: CRM_EDITORS,
      schema: { tags, params: IdParams, body: ProposalTransitionBody, response: { 200: envelopeOf(Proposal) } },
    },
    async (request) =>
      ok(
        await transitionProposal(app.db, requireActor(request), request.params.id, request.body),
        TRANSITION_DONE[request.body.action],
      ),
  );
  r.post(
    '/:id/move',
    {
      access: CRM_EDITORS,
      schema: { tags, params: IdParams, body: ProposalMove, response: { 200: envelopeOf(Proposal) } },
    },
    async (request) => ok(await moveProposal(app.db, requireActor(request), request.params.id, request.body)),
  );
  r.post(
    '/:id/duplicate',
    { access: CRM_EDITORS, schema: { tags, params: IdParams, response: { 201: envelopeOf(Proposal) } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await duplicateProposal(app.db, requireActor(request), request.params.id), 'Offerta duplicata')),
  );
  r.post(
    '/:id/project',
    {
      access: CRM_EDITORS,
      schema: { tags, params: IdParams, body: ProposalProjectCreate, response: { 201: envelopeOf(Proposal) } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          ok(
            await createProjectFromProposal(app.db, requireActor(request), request.params.id, request.body),
            "Progetto creato dall'offerta",
          ),
        ),
  );
}

/** `/api/crm/pipelines`: the pipelines with their stages, and each one's board. */
export async function pipelineRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm'];
  registerAuditTargetNames(
    'pipeline',
    (ids) => sql`select id::text as id, name from sales_pipelines where id::text in (${idsIn(ids)})`,
  );

  r.get('', { access: CRM_READERS, schema: { tags, response: { 200: envelopeOf(PipelineList) } } }, async (request) =>
    ok(await listPipelines(app.db, requireActor(request))),
  );
  r.post(
    '',
    { access: CRM_EDITORS, schema: { tags, body: PipelineInput, response: { 201: envelopeOf(Pipeline) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await createPipeline(app.db, requireActor(request), request.body), 'Pipeline creata')),
  );
  r.get(
    '/:id',
    { access: CRM_READERS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Pipeline) } } },
    async (request) => ok(await getPipeline(app.db, requireActor(request), request.params.id)),
  );
  r.put(
    '/:id',
    {
      access: CRM_EDITORS,
      schema: { tags, params: IdParams, body: PipelineInput, response: { 200: envelopeOf(Pipeline) } },
    },
    async (request) =>
      ok(await updatePipeline(app.db, requireActor(request), request.params.id, request.body), 'Pipeline aggiornata'),
  );
  r.delete(
    '/:id',
    { access: CRM_EDITORS, schema: { tags, params: IdParams, response: { 200: envelopeOf(PipelineRemoval) } } },
    async (request) => {
      const result = await removePipeline(app.db, requireActor(request), request.params.id);
      return ok(
        result,
        result.outcome === 'deleted'
          ? 'Pipeline eliminata'
          : 'La pipeline contiene offerte già decise: è stata archiviata invece che eliminata',
      );
    },
  );
  r.get(
    '/:id/board',
    {
      access: CRM_READERS,
      schema: { tags, params: IdParams, querystring: BoardQuery, response: { 200: envelopeOf(Board) } },
    },
    async (request) => ok(await getBoard(app.db, requireActor(request), request.params.id, request.query)),
  );
}
