import {
  AccessUpdate,
  AccessView,
  DocumentFolderCreate,
  DocumentFolderTree,
  DocumentFolderUpdate,
  DocumentTagList,
  Empty,
  envelopeOf,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { createFolder, deleteFolder, folderTree, updateFolder } from './folders';
import { folderAccess, updateFolderAccess } from './grants';
import { DOCUMENT_MESSAGES } from './messages';
import { listTags } from './queries';
import { ON_DOCUMENTS } from './routes';

/** `/api/document-folders`: the folder tree one may read, folders' changes and access. */
export async function documentFolderRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];
  const access = ON_DOCUMENTS;
  const tree = (request: Parameters<typeof requireActor>[0]) => folderTree(app.db, requireActor(request));

  r.get('', { access, schema: { tags, response: { 200: envelopeOf(DocumentFolderTree) } } }, async (request) =>
    ok(await tree(request)),
  );
  r.post(
    '',
    {
      access,
      schema: {
        tags,
        body: DocumentFolderCreate,
        response: { 201: envelopeOf(DocumentFolderTree.shape.folders.element) },
      },
    },
    async (request, reply) => {
      const id = await createFolder(app.db, requireActor(request), request.body);
      const folder = (await tree(request)).folders.find((f) => f.id === id)!;
      return reply.status(201).send(ok(folder, DOCUMENT_MESSAGES.folderCreated));
    },
  );
  r.patch(
    '/:id',
    {
      access,
      schema: {
        tags,
        params: IdParams,
        body: DocumentFolderUpdate,
        response: { 200: envelopeOf(DocumentFolderTree.shape.folders.element) },
      },
    },
    async (request) => {
      await updateFolder(app.db, requireActor(request), request.params.id, request.body);
      const folder = (await tree(request)).folders.find((f) => f.id === request.params.id)!;
      return ok(folder, DOCUMENT_MESSAGES.folderUpdated);
    },
  );
  r.delete(
    '/:id',
    { access, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteFolder(app.db, requireActor(request), request.params.id);
      return ok(null, DOCUMENT_MESSAGES.folderDeleted);
    },
  );
  r.get(
    '/:id/access',
    { access, schema: { tags, params: IdParams, response: { 200: envelopeOf(AccessView) } } },
    async (request) => ok(await folderAccess(app.db, requireActor(request), request.params.id)),
  );
  r.put(
    '/:id/access',
    { access, schema: { tags, params: IdParams, body: AccessUpdate, response: { 200: envelopeOf(AccessView) } } },
    async (request) =>
      ok(
        await updateFolderAccess(app.db, requireActor(request), request.params.id, request.body),
        DOCUMENT_MESSAGES.accessUpdated,
      ),
  );
}

/** `/api/document-tags`: the tags of the documents one may read, with how many each. */
export async function documentTagRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '',
    {
      access: ON_DOCUMENTS,
      schema: { tags: ['documents'], querystring: z.object({}), response: { 200: envelopeOf(DocumentTagList) } },
    },
    async (request) => ok(await listTags(app.db, requireActor(request))),
  );
}
