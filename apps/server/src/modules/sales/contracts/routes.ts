import {
  Contract,
  ContractCreate,
  ContractList,
  ContractListQuery,
  ContractMilestonesBody,
  ContractTransitionBody,
  ContractUpdate,
  ContractVersionBody,
  Empty,
  envelopeOf,
} from '@portale/shared';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { registerAttachmentTarget } from '@/platform/attachments/registry';
import { registerAuditTargetNames } from '@/platform/audit/targets';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { registerClientCompanyLink } from '@/platform/org/client-company-links';
import { registerSearchProvider } from '@/platform/search/search';
import { CONTRACT_EDITORS, CRM_READERS } from '../access';
import { contractAttachmentTarget } from './attachments';
import { generateMilestones, replaceMilestones } from './milestone-service';
import { contractClientLink, linkProject, unlinkProject } from './projects';
import { getContract, listContracts } from './queries';
import { contractRemindersJob } from './reminders';
import { contractSearchProvider } from './search';
import { createContract, removeContract, transitionContract, updateContract } from './service';
import { salesContracts } from './tables';

const ProjectLinkParams = IdParams.extend({ projectId: z.uuid('Identificativo del progetto non valido') });

const TRANSITION_MESSAGES = {
  activate: 'Contratto attivato',
  terminate: 'Disdetta registrata',
  conclude: 'Contratto concluso',
} as const;

/** `/api/crm/contracts` (docs/sales.md, "Contratti"): list, CRUD, status, milestones, linked projects. */
export async function contractRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['crm'];
  registerAuditTargetNames(
    'contract',
    (ids) =>
      sql`select ${salesContracts.id}::text as id, ${salesContracts.number} || ' · ' || ${salesContracts.title} as name
        from ${salesContracts} where ${inArray(sql`${salesContracts.id}::text`, ids)}`,
  );
  registerSearchProvider(contractSearchProvider);
  registerClientCompanyLink(contractClientLink);
  registerAttachmentTarget('contract', contractAttachmentTarget);
  app.scheduler.register(contractRemindersJob(app.db));

  r.get(
    '',
    {
      access: CRM_READERS,
      schema: { tags, querystring: ContractListQuery, response: { 200: envelopeOf(ContractList) } },
    },
    async (request) => ok(await listContracts(app.db, requireActor(request), request.query)),
  );
  r.post(
    '',
    { access: CONTRACT_EDITORS, schema: { tags, body: ContractCreate, response: { 201: envelopeOf(Contract) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await createContract(app.db, requireActor(request), request.body), 'Contratto creato')),
  );
  r.get(
    '/:id',
    { access: CRM_READERS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Contract) } } },
    async (request) => ok(await getContract(app.db, requireActor(request), request.params.id)),
  );
  r.patch(
    '/:id',
    {
      access: CONTRACT_EDITORS,
      schema: { tags, params: IdParams, body: ContractUpdate, response: { 200: envelopeOf(Contract) } },
    },
    async (request) =>
      ok(await updateContract(app.db, requireActor(request), request.params.id, request.body), 'Contratto aggiornato'),
  );
  r.delete(
    '/:id',
    { access: CONTRACT_EDITORS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await removeContract(app.db, requireActor(request), request.params.id);
      return ok(null, 'Contratto eliminato');
    },
  );
  r.post(
    '/:id/transition',
    {
      access: CONTRACT_EDITORS,
      schema: { tags, params: IdParams, body: ContractTransitionBody, response: { 200: envelopeOf(Contract) } },
    },
    async (request) =>
      ok(
        await transitionContract(app.db, requireActor(request), request.params.id, request.body),
        TRANSITION_MESSAGES[request.body.action],
      ),
  );
  r.put(
    '/:id/milestones',
    {
      access: CONTRACT_EDITORS,
      schema: { tags, params: IdParams, body: ContractMilestonesBody, response: { 200: envelopeOf(Contract) } },
    },
    async (request) =>
      ok(
        await replaceMilestones(app.db, requireActor(request), request.params.id, request.body),
        'Scadenze di fatturazione salvate',
      ),
  );
  r.post(
    '/:id/milestones/generate',
    {
      access: CONTRACT_EDITORS,
      schema: { tags, params: IdParams, body: ContractVersionBody, response: { 200: envelopeOf(Contract) } },
    },
    async (request) =>
      ok(
        await generateMilestones(app.db, requireActor(request), request.params.id, request.body.version),
        'Scadenze del canone generate',
      ),
  );
  r.post(
    '/:id/projects/:projectId',
    {
      access: CONTRACT_EDITORS,
      schema: { tags, params: ProjectLinkParams, response: { 200: envelopeOf(Contract) } },
    },
    async (request) =>
      ok(
        await linkProject(app.db, requireActor(request), request.params.id, request.params.projectId),
        'Progetto collegato',
      ),
  );
  r.delete(
    '/:id/projects/:projectId',
    {
      access: CONTRACT_EDITORS,
      schema: { tags, params: ProjectLinkParams, response: { 200: envelopeOf(Contract) } },
    },
    async (request) =>
      ok(
        await unlinkProject(app.db, requireActor(request), request.params.id, request.params.projectId),
        'Progetto scollegato',
      ),
  );
}
