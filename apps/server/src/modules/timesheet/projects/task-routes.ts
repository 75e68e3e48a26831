import {
  Empty,
  envelopeOf,
  Task,
  TaskBulkUpdate,
  TaskInput,
  TaskListQuery,
  TaskMove,
  TaskUpdate,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { IdParams, ON_PROJECTS } from './route-rules';
import { bulkUpdateTasks, createTask, deleteTask, listTasks, moveTask, updateTask } from './tasks';

/** Tasks of a project: list with filters, CRUD, Kanban moves and bulk edits (members and editors). */
export async function taskRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['projects'];

  r.get(
    '/api/projects/:id/tasks',
    {
      access: ON_PROJECTS,
      schema: { tags, params: IdParams, querystring: TaskListQuery, response: { 200: envelopeOf(z.array(Task)) } },
    },
    async (request) => ok(await listTasks(app.db, requireActor(request), request.params.id, request.query)),
  );
  r.post(
    '/api/projects/:id/tasks',
    { access: ON_PROJECTS, schema: { tags, params: IdParams, body: TaskInput, response: { 201: envelopeOf(Task) } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createTask(app.db, requireActor(request), request.params.id, request.body), 'Task creato')),
  );
  r.post(
    '/api/projects/:id/tasks/bulk',
    {
      access: ON_PROJECTS,
      schema: {
        tags,
        params: IdParams,
        body: TaskBulkUpdate,
        response: { 200: envelopeOf(z.object({ updated: z.number() })) },
      },
    },
    async (request) => {
      const result = await bulkUpdateTasks(app.db, requireActor(request), request.params.id, request.body);
      return ok(result, result.updated === 1 ? '1 task aggiornato' : `${result.updated} task aggiornati`);
    },
  );
  r.put(
    '/api/tasks/:id',
    { access: ON_PROJECTS, schema: { tags, params: IdParams, body: TaskUpdate, response: { 200: envelopeOf(Task) } } },
    async (request) =>
      ok(await updateTask(app.db, requireActor(request), request.params.id, request.body), 'Task aggiornato'),
  );
  r.delete(
    '/api/tasks/:id',
    { access: ON_PROJECTS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteTask(app.db, requireActor(request), request.params.id);
      return ok(null, 'Task eliminato');
    },
  );
  r.post(
    '/api/tasks/:id/move',
    { access: ON_PROJECTS, schema: { tags, params: IdParams, body: TaskMove, response: { 200: envelopeOf(Task) } } },
    async (request) =>
      ok(await moveTask(app.db, requireActor(request), request.params.id, request.body), 'Task spostato'),
  );
}
