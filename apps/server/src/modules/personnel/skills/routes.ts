import {
  DepartmentSkillTargetInput,
  envelopeOf,
  PersonSkillParams,
  PersonSkills,
  SelfAssessmentInput,
  SkillCatalogue,
  SkillCategoryInput,
  SkillInput,
  SkillMatrix,
  SkillMatrixQuery,
  SkillValidationInput,
  TargetParams,
  ValidationQueue,
  WhoKnowsPerson,
  WhoKnowsQuery,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { namedById, registerAuditTargetNames } from '@/platform/audit/targets';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { HR, ON_PERSONNEL } from '../access';
import { skillCategories, skills } from '../tables';
import {
  createCategory,
  createSkill,
  deleteCategory,
  deleteDepartmentTarget,
  deleteSkill,
  setDepartmentTarget,
  skillCatalogue,
  updateCategory,
  updateSkill,
} from './catalogue';
import { skillMatrix, whoKnows } from './insights';
import { personSkills, removeSelfSkill, setSelfLevel, validateSkill, validationQueue } from './levels';

/**
 * `/api/personnel/skills`. The catalogue is HR's (manage_users); levels are the person's own to set and
 * their manager's or HR's to validate (checked in levels.ts); matrix and search are open to the personnel area.
 */
export async function skillRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerAuditTargetNames('skill', namedById(skills));
  registerAuditTargetNames('skill_category', namedById(skillCategories));
  const tags = ['personnel'];
  const catalogue = { 200: envelopeOf(SkillCatalogue) };
  const person = { 200: envelopeOf(PersonSkills) };

  r.get('', { access: ON_PERSONNEL, schema: { tags, response: catalogue } }, async (request) =>
    ok(await skillCatalogue(app.db, requireActor(request))),
  );
  r.post('', { access: HR, schema: { tags, body: SkillInput, response: catalogue } }, async (request) =>
    ok(await createSkill(app.db, requireActor(request), request.body), 'Competenza creata'),
  );
  r.put(
    '/:id',
    { access: HR, schema: { tags, params: IdParams, body: SkillInput, response: catalogue } },
    async (request) =>
      ok(await updateSkill(app.db, requireActor(request), request.params.id, request.body), 'Competenza aggiornata'),
  );
  r.delete('/:id', { access: HR, schema: { tags, params: IdParams, response: catalogue } }, async (request) =>
    ok(await deleteSkill(app.db, requireActor(request), request.params.id), 'Competenza eliminata'),
  );

  r.post(
    '/categories',
    { access: HR, schema: { tags, body: SkillCategoryInput, response: catalogue } },
    async (request) => ok(await createCategory(app.db, requireActor(request), request.body), 'Categoria creata'),
  );
  r.put(
    '/categories/:id',
    { access: HR, schema: { tags, params: IdParams, body: SkillCategoryInput, response: catalogue } },
    async (request) =>
      ok(await updateCategory(app.db, requireActor(request), request.params.id, request.body), 'Categoria aggiornata'),
  );
  r.delete(
    '/categories/:id',
    { access: HR, schema: { tags, params: IdParams, response: catalogue } },
    async (request) =>
      ok(await deleteCategory(app.db, requireActor(request), request.params.id), 'Categoria eliminata'),
  );

  r.put(
    '/targets',
    { access: HR, schema: { tags, body: DepartmentSkillTargetInput, response: catalogue } },
    async (request) =>
      ok(await setDepartmentTarget(app.db, requireActor(request), request.body), 'Livello atteso salvato'),
  );
  r.delete(
    '/targets/:department_id/:skill_id',
    { access: HR, schema: { tags, params: TargetParams, response: catalogue } },
    async (request) =>
      ok(
        await deleteDepartmentTarget(
          app.db,
          requireActor(request),
          request.params.department_id,
          request.params.skill_id,
        ),
        'Livello atteso rimosso',
      ),
  );

  r.get(
    '/matrix',
    {
      access: ON_PERSONNEL,
      schema: { tags, querystring: SkillMatrixQuery, response: { 200: envelopeOf(SkillMatrix) } },
    },
    async (request) => ok(await skillMatrix(app.db, requireActor(request), request.query)),
  );
  r.get(
    '/who-knows',
    {
      access: ON_PERSONNEL,
      schema: { tags, querystring: WhoKnowsQuery, response: { 200: envelopeOf(z.array(WhoKnowsPerson)) } },
    },
    async (request) => ok(await whoKnows(app.db, requireActor(request), request.query)),
  );
  r.get(
    '/validations',
    { access: ON_PERSONNEL, schema: { tags, response: { 200: envelopeOf(ValidationQueue) } } },
    async (request) => ok(await validationQueue(app.db, requireActor(request))),
  );

  r.get(
    '/people/:id',
    { access: ON_PERSONNEL, schema: { tags, params: IdParams, response: person } },
    async (request) => ok(await personSkills(app.db, requireActor(request), request.params.id)),
  );
  r.put(
    '/people/:id/:skill_id',
    { access: ON_PERSONNEL, schema: { tags, params: PersonSkillParams, body: SelfAssessmentInput, response: person } },
    async (request) =>
      ok(
        await setSelfLevel(app.db, requireActor(request), request.params.id, request.params.skill_id, request.body),
        'Autovalutazione salvata',
      ),
  );
  r.delete(
    '/people/:id/:skill_id',
    { access: ON_PERSONNEL, schema: { tags, params: PersonSkillParams, response: person } },
    async (request) =>
      ok(
        await removeSelfSkill(app.db, requireActor(request), request.params.id, request.params.skill_id),
        'Competenza rimossa',
      ),
  );
  r.post(
    '/people/:id/:skill_id/validate',
    {
      access: ON_PERSONNEL,
      schema: { tags, params: PersonSkillParams, body: SkillValidationInput, response: person },
    },
    async (request) =>
      ok(
        await validateSkill(
          app.db,
          requireActor(request),
          request.params.id,
          request.params.skill_id,
          request.body.level,
        ),
        'Competenza validata',
      ),
  );
}
