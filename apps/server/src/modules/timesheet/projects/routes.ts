import {
  Empty,
  envelopeOf,
  MyProject,
  PaginationQuery,
  Project,
  ProjectActivity,
  ProjectFilterOptions,
  ProjectInput,
  ProjectListQuery,
  ProjectMember,
  ProjectMembersInput,
  ProjectOverview,
  ProjectPerson,
  ProjectTime,
  ProjectTimeQuery,
  ProjectUpdate,
  paginated,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { registerAttachmentTarget } from '@/platform/attachments/registry';
import { registerAuditTargetNames } from '@/platform/audit/targets';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { registerAllocationSource } from '@/platform/org/allocation';
import { registerClientCompanyLink } from '@/platform/org/client-company-links';
import { registerProjectsBridge } from '@/platform/org/projects-bridge';
import { registerSearchProvider } from '@/platform/search/search';
import { projectAllocationSource } from './allocation-source';
import { taskAttachmentTarget } from './attachments';
import { projectAuditNames } from './audit-names';
import { projectClientLink } from './client-link';
import { projectActivityLog, projectOverview, projectTime } from './insights';
import { listMembers, replaceMembers } from './members';
import { myProjects } from './mine';
import { EDITORS, ON_PROJECTS } from './route-rules';
import { projectsSalesBridge } from './sales-bridge';
import { projectSearchProvider, taskSearchProvider } from './search';
import {
  createProject,
  deleteProject,
  getProject,
  listProjectPeople,
  listProjects,
  projectFilterOptions,
  restoreProject,
  updateProject,
} from './service';
import { projectTaskRoutes } from './task-routes';

/** `/api/projects`: list, CRUD with soft delete, team, overview, time, activity; tasks in task-routes.ts. */
export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerAuditTargetNames('project', projectAuditNames);
  const tags = ['projects'];
  registerSearchProvider(projectSearchProvider);
  registerSearchProvider(taskSearchProvider);
  registerAllocationSource(projectAllocationSource);
  registerProjectsBridge(projectsSalesBridge);
  registerClientCompanyLink(projectClientLink);
  registerAttachmentTarget('project_task', taskAttachmentTarget);

  r.get(
    '',
    {
      access: ON_PROJECTS,
      schema: { tags, querystring: ProjectListQuery, response: { 200: envelopeOf(paginated(Project)) } },
    },
    async (request) => ok(await listProjects(app.db, requireActor(request), request.query)),
  );
  r.post(
    '',
    { access: EDITORS, schema: { tags, body: ProjectInput, response: { 201: envelopeOf(Project) } } },
    async (request, reply) =>
      reply.status(201).send(ok(await createProject(app.db, requireActor(request), request.body), 'Progetto creato')),
  );
  r.get(
    '/mine',
    { access: ON_PROJECTS, schema: { tags, response: { 200: envelopeOf(z.array(MyProject)) } } },
    async (request) => ok(await myProjects(app.db, requireActor(request))),
  );
  r.get(
    '/filters',
    { access: ON_PROJECTS, schema: { tags, response: { 200: envelopeOf(ProjectFilterOptions) } } },
    async (request) => ok(await projectFilterOptions(app.db, requireActor(request))),
  );
  r.get(
    '/people',
    { access: EDITORS, schema: { tags, response: { 200: envelopeOf(z.array(ProjectPerson)) } } },
    async (request) => ok(await listProjectPeople(app.db, requireActor(request))),
  );
  r.get(
    '/:id',
    { access: ON_PROJECTS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Project) } } },
    async (request) => ok(await getProject(app.db, requireActor(request), request.params.id)),
  );
  r.put(
    '/:id',
    {
      access: ON_PROJECTS,
      schema: { tags, params: IdParams, body: ProjectUpdate, response: { 200: envelopeOf(Project) } },
    },
    async (request) =>
      ok(await updateProject(app.db, requireActor(request), request.params.id, request.body), 'Progetto aggiornato'),
  );
  r.delete(
    '/:id',
    { access: EDITORS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteProject(app.db, requireActor(request), request.params.id);
      return ok(null, 'Progetto eliminato');
    },
  );
  r.post(
    '/:id/restore',
    { access: EDITORS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Project) } } },
    async (request) =>
      ok(await restoreProject(app.db, requireActor(request), request.params.id), 'Progetto ripristinato'),
  );

  r.get(
    '/:id/members',
    { access: ON_PROJECTS, schema: { tags, params: IdParams, response: { 200: envelopeOf(z.array(ProjectMember)) } } },
    async (request) => ok(await listMembers(app.db, requireActor(request), request.params.id)),
  );
  r.put(
    '/:id/members',
    {
      access: ON_PROJECTS,
      schema: {
        tags,
        params: IdParams,
        body: ProjectMembersInput,
        response: { 200: envelopeOf(z.array(ProjectMember)) },
      },
    },
    async (request) =>
      ok(await replaceMembers(app.db, requireActor(request), request.params.id, request.body), 'Team aggiornato'),
  );

  r.get(
    '/:id/overview',
    { access: ON_PROJECTS, schema: { tags, params: IdParams, response: { 200: envelopeOf(ProjectOverview) } } },
    async (request) => ok(await projectOverview(app.db, requireActor(request), request.params.id)),
  );
  r.get(
    '/:id/time',
    {
      access: ON_PROJECTS,
      schema: { tags, params: IdParams, querystring: ProjectTimeQuery, response: { 200: envelopeOf(ProjectTime) } },
    },
    async (request) => ok(await projectTime(app.db, requireActor(request), request.params.id, request.query)),
  );
  r.get(
    '/:id/activity',
    {
      access: ON_PROJECTS,
      schema: {
        tags,
        params: IdParams,
        querystring: PaginationQuery,
        response: { 200: envelopeOf(paginated(ProjectActivity)) },
      },
    },
    async (request) =>
      ok(
        await projectActivityLog(
          app.db,
          requireActor(request),
          request.params.id,
          request.query.page,
          request.query.per_page,
        ),
      ),
  );

  await projectTaskRoutes(app);
}
