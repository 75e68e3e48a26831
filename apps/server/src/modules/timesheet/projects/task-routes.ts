import {
  Empty,
  envelopeOf,
  MyTask,
  plural,
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
import { IdParams } from '@/platform/http/params';
import { myTasks } from './mine';
import { ON_PROJECTS } from './route-rules';
import { bulkUpdateTasks, createTask, deleteTask, listTasks, moveTask, updateTask } from './tasks';

const tags = ['projects'];

/**
 * A project's tasks under `/api/projects` (list with filters, creation, bulk edits), for members and editors;
 * called by projectRoutes, so the paths are inside its prefix.
 */
export async function projectTaskRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/:id/tasks',
    {
      access: ON_PROJECTS,
      schema: { tags, params: IdParams, querystring: TaskListQuery, response: { 200: envelopeOf(z.array(Task)) } },
    },
    async (request) => ok(await listTasks(app.db, requireActor(request), request.params.id, request.query)),
  );
  r.post(
    '/:id/tasks',
    { access: ON_PROJECTS, schema: { tags, params: IdParams, body: TaskInput, response: { 201: envelopeOf(Task) } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(ok(await createTask(app.db, requireActor(request), request.params.id, request.body), 'Task creato')),
  );
  r.post(
    '/:id/tasks/bulk',
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
      return ok(result, plural(result.updated, { one: '{n} task aggiornato', other: '{n} task aggiornati' }));
    },
  );
}

/** `/api/tasks`: one task wherever it lives, and the actor's own open tasks. */
export async function taskRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/mine',
    { access: ON_PROJECTS, schema: { tags, response: { 200: envelopeOf(z.array(MyTask)) } } },
    async (request) => ok(await myTasks(app.db, requireActor(request))),
  );
  r.put(
    '/:id',
    { access: ON_PROJECTS, schema: { tags, params: IdParams, body: TaskUpdate, response: { 200: envelopeOf(Task) } } },
    async (request) =>
      ok(await updateTask(app.db, requireActor(request), request.params.id, request.body), 'Task aggiornato'),
  );
  r.delete(
    '/:id',
    { access: ON_PROJECTS, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteTask(app.db, requireActor(request), request.params.id);
      return ok(null, 'Task eliminato');
    },
  );
  r.post(
    '/:id/move',
    { access: ON_PROJECTS, schema: { tags, params: IdParams, body: TaskMove, response: { 200: envelopeOf(Task) } } },
    async (request) =>
      ok(await moveTask(app.db, requireActor(request), request.params.id, request.body), 'Task spostato'),
  );
}
