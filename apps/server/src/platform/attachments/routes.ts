import {
  ATTACHMENT_MESSAGES,
  Attachment,
  AttachmentList,
  AttachmentRecordParams,
  Empty,
  envelopeOf,
} from '@portale/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireActor } from '@/platform/access/access';
import { namedById, registerAuditTargetNames } from '@/platform/audit/targets';
import { sendStoredFile } from '@/platform/http/downloads';
import { ok } from '@/platform/http/envelope';
import { IdParams } from '@/platform/http/params';
import { receiveUpload } from '@/platform/http/uploads';
import { assertMayUpload, attachmentFile, attachmentGrant, listAttachments } from './service';
import { attachments } from './tables';
import { addAttachment, auditDownload, deleteAttachment, restoreAttachment } from './writes';

const tags = ['attachments'];
const DownloadQuery = z.object({ download: z.enum(['0', '1']).optional() });

/**
 * `/api/attachments`: the files attached to any module's record (docs/attachments.md). Every route is open to
 * logged-in users; the record's target (its module's rule) decides, before anything is read, and answers 404
 * for a record or a file the actor may not read.
 */
export async function attachmentRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  registerAuditTargetNames('attachment', namedById(attachments));

  r.get(
    '/:recordType/:recordId',
    {
      access: 'login',
      schema: { tags, params: AttachmentRecordParams, response: { 200: envelopeOf(AttachmentList) } },
    },
    async (request) =>
      ok(await listAttachments(app.db, requireActor(request), request.params, app.serverConfig.maxUploadBytes)),
  );

  r.post(
    '/:recordType/:recordId',
    {
      access: 'login',
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: AttachmentRecordParams,
        response: { 201: envelopeOf(Attachment) },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      // The check comes first: nobody streams bytes into the storage for a record they may not touch.
      const grant = await assertMayUpload(app.db, actor, request.params);
      const upload = await receiveUpload(request, app.storage, {
        maxBytes: app.serverConfig.maxUploadBytes,
        kinds: grant.target.kinds,
      });
      const id = await addAttachment(app.db, app.storage, actor, grant, upload);
      const { attachment } = await attachmentGrant(app.db, actor, id);
      return reply.status(201).send(ok(attachment, ATTACHMENT_MESSAGES.uploaded));
    },
  );

  r.get(
    '/file/:id',
    { access: 'login', schema: { tags, params: IdParams, querystring: DownloadQuery } },
    async (request, reply) => {
      const actor = requireActor(request);
      const { file, attachment, grant } = await attachmentFile(app.db, actor, request.params.id);
      // Only a full download is recorded: a PDF viewer asks for ranges of the same file many times.
      if (!request.headers.range) await auditDownload(app.db, actor, grant, attachment);
      return sendStoredFile(request, reply, app.storage, file, {
        disposition: request.query.download === '1' ? 'attachment' : 'inline',
        notFoundMessage: ATTACHMENT_MESSAGES.notFound,
      });
    },
  );

  r.delete(
    '/:id',
    { access: 'login', schema: { tags, params: IdParams, response: { 200: envelopeOf(Empty) } } },
    async (request) => {
      await deleteAttachment(app.db, requireActor(request), request.params.id);
      return ok(null, ATTACHMENT_MESSAGES.deleted);
    },
  );

  r.post(
    '/:id/restore',
    { access: 'login', schema: { tags, params: IdParams, response: { 200: envelopeOf(Attachment) } } },
    async (request) =>
      ok(await restoreAttachment(app.db, requireActor(request), request.params.id), ATTACHMENT_MESSAGES.restored),
  );
}
