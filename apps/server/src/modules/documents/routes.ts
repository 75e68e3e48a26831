import {
  AccessPrincipalList,
  AccessPrincipalQuery,
  AccessUpdate,
  AccessView,
  DocumentActivityList,
  DocumentActivityQuery,
  DocumentBulkAction,
  DocumentBulkResult,
  DocumentCheckout,
  DocumentCreated,
  DocumentDetail,
  DocumentList,
  DocumentListQuery,
  DocumentOwnerList,
  DocumentOwnersQuery,
  DocumentTrashList,
  DocumentTrashQuery,
  DocumentUpdate,
  Empty,
  envelopeOf,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AccessRule, requireActor } from '@/platform/access/access';
import { namedById, registerAuditTargetNames } from '@/platform/audit/targets';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { receiveUpload } from '@/platform/http/uploads';
import { registerClientCompanyLink } from '@/platform/org/client-company-links';
import { documentActivity } from './activity';
import { documentGrantsLink } from './client-company-link';
import { sendDocument, sendThumbnail } from './download';
import { extractionQueue } from './extraction';
import { documentAccess, listPrincipals, updateDocumentAccess } from './grants';
import { documentTrashJob } from './jobs';
import { DOCUMENT_MESSAGES } from './messages';
import { listOwners } from './owners';
import { getDocument, listDocuments, listTrash } from './queries';
import { documentTitles, parseUploadFields, parseVersionFields, withReleasedOnFailure } from './route-helpers';
import { documentFolders } from './tables';
import { addVersion, createDocument, restoreVersion } from './uploads';
import { bulkUpdate, checkIn, checkOut, restoreDocument, trashDocument, updateDocument } from './writes';

/** Every documents route: the module's flag and `view_documents`; each record is then checked in SQL. */
export const ON_DOCUMENTS: AccessRule = { permission: 'view_documents', feature: 'document_manager_module' };

const VersionParams = IdParams.extend({
  version: z.coerce
    .number({ error: 'Versione non valida' })
    .int('Versione non valida')
    .min(1, 'Versione non valida')
    .max(1_000_000, 'Versione non valida'),
});
const ThumbnailQuery = z.object({
  v: z
    .string()
    .regex(/^[0-9a-f]{8,64}$/, DOCUMENT_MESSAGES.thumbnailHashInvalid)
    .optional(),
});
const DownloadQuery = z.object({
  version: VersionParams.shape.version.optional(),
  inline: z.stringbool({ error: 'Valore non valido' }).default(false),
});

/** `/api/documents`: documents, their versions, check-out, access, trash, bulk changes (docs/documents.md). */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['documents'];
  const access = ON_DOCUMENTS;
  registerAuditTargetNames('document', documentTitles);
  registerAuditTargetNames('document_folder', namedById(documentFolders));
  registerClientCompanyLink(documentGrantsLink);
  app.scheduler.register(documentTrashJob(app.db, app.storage));
  const upload = (request: Parameters<typeof receiveUpload>[0]) =>
    receiveUpload(request, app.storage, {
      maxBytes: app.serverConfig.maxUploadBytes,
      kinds: ['pdf', 'office', 'image', 'text', 'archive'],
    });
  const detail = async (actor: ReturnType<typeof requireActor>, id: string) => getDocument(app.db, actor, id);

  r.get(
    '',
    { access, schema: { tags, querystring: DocumentListQuery, response: { 200: envelopeOf(DocumentList) } } },
    async (request) => ok(await listDocuments(app.database, requireActor(request), request.query)),
  );
  r.post(
    '',
    { access, schema: { tags, consumes: ['multipart/form-data'], response: { 201: envelopeOf(DocumentCreated) } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const file = await upload(request);
      const created = await withReleasedOnFailure(app, file, () =>
        createDocument(app.db, app.storage, actor, file, parseUploadFields(file.fields)),
      );
      extractionQueue(app).kick();
      const document = await detail(actor, created.id);
      return reply.status(201).send(ok({ ...document, version: created.version }, DOCUMENT_MESSAGES.created));
    },
  );
  r.get(
    '/trash',
    { access, schema: { tags, querystring: DocumentTrashQuery, response: { 200: envelopeOf(DocumentTrashList) } } },
    async (request) => ok(await listTrash(app.database, requireActor(request), request.query)),
  );
  r.get(
    '/principals',
    { access, schema: { tags, querystring: AccessPrincipalQuery, response: { 200: envelopeOf(AccessPrincipalList) } } },
    async (request) => ok(await listPrincipals(app.db, requireActor(request), request.query)),
  );
  r.get(
    '/owners',
    { access, schema: { tags, querystring: DocumentOwnersQuery, response: { 200: envelopeOf(DocumentOwnerList) } } },
    async (request) => ok(await listOwners(app.db, requireActor(request), request.query)),
  );
  r.post(
    '/bulk',
    { access, schema: { tags, body: DocumentBulkAction, response: { 200: envelopeOf(DocumentBulkResult) } } },
    async (request) => ok(await bulkUpdate(app.db, requireActor(request), request.body), DOCUMENT_MESSAGES.updated),
  );

  r.get(
    '/:id',
    { access, schema: { tags, params: IdParams, response: { 200: envelopeOf(DocumentDetail) } } },
    async (request) => ok(await detail(requireActor(request), request.params.id)),
  );
  r.patch(
    '/:id',
    { access, schema: { tags, params: IdParams, body: DocumentUpdate, response: { 200: envelopeOf(DocumentDetail) } } },
    async (request) => {
      const actor = requireActor(request);
      await updateDocument(app.db, actor, request.params.id, request.body);
      return ok(await detail(actor, request.params.id), DOCUMENT_MESSAGES.updated);
    },
  );
  r.delete(
    '/:id',
    { access, schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await trashDocument(app.db, requireActor(request), request.params.id);
      return ok(null, DOCUMENT_MESSAGES.deleted);
    },
  );
  r.post(
    '/:id/restore',
    { access, schema: { tags, params: IdParams, response: { 200: envelopeOf(DocumentDetail) } } },
    async (request) => {
      const actor = requireActor(request);
      await restoreDocument(app.db, actor, request.params.id);
      return ok(await detail(actor, request.params.id), DOCUMENT_MESSAGES.restored);
    },
  );
  r.get(
    '/:id/activity',
    {
      access,
      schema: {
        tags,
        params: IdParams,
        querystring: DocumentActivityQuery,
        response: { 200: envelopeOf(DocumentActivityList) },
      },
    },
    async (request) => ok(await documentActivity(app.db, requireActor(request), request.params.id, request.query)),
  );
  r.get(
    '/:id/download',
    { access, schema: { tags, params: IdParams, querystring: DownloadQuery } },
    async (request, reply) =>
      sendDocument(request, reply, app, requireActor(request), request.params.id, request.query),
  );
  r.get(
    '/:id/thumbnail',
    { access, schema: { tags, params: IdParams, querystring: ThumbnailQuery } },
    async (request, reply) =>
      sendThumbnail(request, reply, app, requireActor(request), request.params.id, request.query),
  );

  r.post(
    '/:id/versions',
    {
      access,
      schema: {
        tags,
        params: IdParams,
        consumes: ['multipart/form-data'],
        response: { 201: envelopeOf(DocumentDetail) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const file = await upload(request);
      await withReleasedOnFailure(app, file, () =>
        addVersion(app.db, app.storage, actor, request.params.id, file, parseVersionFields(file.fields).note),
      );
      extractionQueue(app).kick();
      return reply.status(201).send(ok(await detail(actor, request.params.id), DOCUMENT_MESSAGES.versionAdded));
    },
  );
  r.post(
    '/:id/versions/:version/restore',
    { access, schema: { tags, params: VersionParams, response: { 201: envelopeOf(DocumentDetail) } } },
    async (request, reply) => {
      const actor = requireActor(request);
      await restoreVersion(app.db, actor, request.params.id, request.params.version);
      extractionQueue(app).kick();
      return reply.status(201).send(ok(await detail(actor, request.params.id), DOCUMENT_MESSAGES.versionRestored));
    },
  );

  r.post(
    '/:id/checkout',
    { access, schema: { tags, params: IdParams, response: { 200: envelopeOf(DocumentCheckout) } } },
    async (request) =>
      ok(await checkOut(app.db, requireActor(request), request.params.id), DOCUMENT_MESSAGES.checkedOut),
  );
  r.delete(
    '/:id/checkout',
    { access, schema: { tags, params: IdParams, response: { 200: envelopeOf(DocumentCheckout) } } },
    async (request) => ok(await checkIn(app.db, requireActor(request), request.params.id), DOCUMENT_MESSAGES.checkedIn),
  );

  r.get(
    '/:id/access',
    { access, schema: { tags, params: IdParams, response: { 200: envelopeOf(AccessView) } } },
    async (request) => ok(await documentAccess(app.db, requireActor(request), request.params.id)),
  );
  r.put(
    '/:id/access',
    { access, schema: { tags, params: IdParams, body: AccessUpdate, response: { 200: envelopeOf(AccessView) } } },
    async (request) =>
      ok(
        await updateDocumentAccess(app.db, requireActor(request), request.params.id, request.body),
        DOCUMENT_MESSAGES.accessUpdated,
      ),
  );
}
