import {
  Empty,
  envelopeOf,
  MyProject,
  MyTask,
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
import { ok } from '@/platform/http/envelope';
import { registerAllocationSource } from '@/platform/org/allocation';
import { registerSearchProvider } from '@/platform/search/search';
import { projectAllocationSource } from './allocation-source';
import { projectActivityLog, projectOverview, projectTime } from './insights';
import { listMembers, replaceMembers } from './members';
import { myProjects, myTasks } from './mine';
import { EDITORS, IdParams, ON_PROJECTS } from './route-rules';
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
import { taskRoutes } from './task-routes';

/** Projects (issue 6): list, CRUD with soft delete, team, overview, time, activity; tasks in task-routes.ts. */
export async function projectRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];
  registerSearchProvider(projectSearchProvider);
  registerSearchProvider(taskSearchProvider);
  registerAllocationSource(projectAllocationSource);

  r.get(
    '/api/projects',
    {
      access: ON_PROJECTS,
      schema: { tags, querystring: ProjectListQuery, response: { 200: envelopeOf(paginated(Project)) } },
    },
    async (request) => ok(await listProjects(app.db, requireActor(request), request.query)),
  );
  r.post(
    '/api/projects',
    { access: EDITORS, schema: { tags, body: ProjectInput, response: { 201: envelopeOf(Project) } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createProject(app.db, requireActor(request), request.body, request.ip), 'Progetto creato')),
  );
  r.get(
    '/api/projects/mine',
    { access: ON_PROJECTS, schema: { tags, response: { 200: envelopeOf(z.array(MyProject)) } } },
    async (request) => ok(await myProjects(app.db, requireActor(request))),
  );
  r.get(
    '/api/projects/filters',
    { access: ON_PROJECTS, schema: { tags, response: { 200: envelopeOf(ProjectFilterOptions) } } },
    async (request) => ok(await projectFilterOptions(app.db, requireActor(request))),
  );
  r.get(
    '/api/projects/people',
    { access: EDITORS, schema: { tags, response: { 200: envelopeOf(z.array(ProjectPerson)) } } },
    async (request) => ok(await listProjectPeople(app.db, requireActor(request))),
  );
  r.get(
    '/api/projects/:id',
    { access: ON_PROJECTS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Project) } } },
    async (request) => ok(await getProject(app.db, requireActor(request), request.params.id)),
  );
  r.put(
    '/api/projects/:id',
    {
      access: ON_PROJECTS,
      schema: { tags, params: IdParams, body: ProjectUpdate, response: { 200: envelopeOf(Project) } },
    },
    async (request) =>
      ok(
        await updateProject(app.db, requireActor(request), request.params.id, request.body, request.ip),
        'Progetto aggiornato',
      ),
  );
  r.delete(
    '/api/projects/:id',
    { access: EDITORS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteProject(app.db, requireActor(request), request.params.id, request.ip);
      return ok(null, 'Progetto eliminato');
    },
  );
  r.post(
    '/api/projects/:id/restore',
    { access: EDITORS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Project) } } },
    async (request) =>
      ok(await restoreProject(app.db, requireActor(request), request.params.id, request.ip), 'Progetto ripristinato'),
  );

  r.get(
    '/api/projects/:id/members',
    { access: ON_PROJECTS, schema: { tags, params: IdParams, response: { 200: envelopeOf(z.array(ProjectMember)) } } },
    async (request) => ok(await listMembers(app.db, requireActor(request), request.params.id)),
  );
  r.put(
    '/api/projects/:id/members',
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
      ok(
        await replaceMembers(app.db, requireActor(request), request.params.id, request.body, request.ip),
        'Team aggiornato',
      ),
  );

  r.get(
    '/api/projects/:id/overview',
    { access: ON_PROJECTS, schema: { tags, params: IdParams, response: { 200: envelopeOf(ProjectOverview) } } },
    async (request) => ok(await projectOverview(app.db, requireActor(request), request.params.id)),
  );
  r.get(
    '/api/projects/:id/time',
    {
      access: ON_PROJECTS,
      schema: { tags, params: IdParams, querystring: ProjectTimeQuery, response: { 200: envelopeOf(ProjectTime) } },
    },
    async (request) => ok(await projectTime(app.db, requireActor(request), request.params.id, request.query)),
  );
  r.get(
    '/api/projects/:id/activity',
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
  r.get(
    '/api/tasks/mine',
    { access: ON_PROJECTS, schema: { tags, response: { 200: envelopeOf(z.array(MyTask)) } } },
    async (request) => ok(await myTasks(app.db, requireActor(request))),
  );

  await taskRoutes(app);
}
