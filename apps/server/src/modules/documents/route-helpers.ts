import { DocumentUploadFields, DocumentVersionFields, groupFieldErrors } from '@portale/shared';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { AuditTargetNames } from '@/platform/audit/targets';
import { badRequest, MESSAGES } from '@/platform/http/errors';
import type { ReceivedUpload } from '@/platform/http/uploads';
import { releaseBlobs } from '@/platform/storage/files';
import { documents } from './tables';

/** The audit log names a document by its title now. */
export const documentTitles: AuditTargetNames = (ids) =>
  sql`select ${documents.id}::text as id, ${documents.title} as name from ${documents} where ${inArray(sql`${documents.id}::text`, ids)}`;

function parseFields<T extends z.ZodType>(schema: T, raw: Record<string, unknown>): z.output<T> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields = groupFieldErrors(
    parsed.error.issues.map((issue) => ({ field: issue.path.join('.') || '_', message: issue.message })),
  );
  throw badRequest(MESSAGES.validation, fields);
}

/** A form field's one value; an empty one counts as absent, as browsers send empty inputs. */
const single = (fields: Record<string, string[]>, name: string) => fields[name]?.[0]?.trim() || undefined;

/** The text fields of `POST /api/documents`: tags as repeated fields or one comma-separated value. */
export function parseUploadFields(fields: Record<string, string[]>): z.output<typeof DocumentUploadFields> {
  const tags = (fields.tags ?? [])
    .flatMap((value) => value.split(','))
    .map((tag) => tag.trim())
    .filter(Boolean);
  return parseFields(DocumentUploadFields, {
    folder_id: single(fields, 'folder_id') ?? null,
    title: single(fields, 'title'),
    type: single(fields, 'type'),
    description: single(fields, 'description'),
    tags,
    confidential: single(fields, 'confidential'),
    expires_on: single(fields, 'expires_on') ?? null,
    retention_until: single(fields, 'retention_until') ?? null,
  });
}

export function parseVersionFields(fields: Record<string, string[]>): z.output<typeof DocumentVersionFields> {
  return parseFields(DocumentVersionFields, { note: single(fields, 'note') });
}

/** Runs what records an upload; if it fails (bad fields, no access, a conflict) the stored bytes go too. */
export async function withReleasedOnFailure<T>(
  app: FastifyInstance,
  upload: ReceivedUpload,
  record: () => Promise<T>,
): Promise<T> {
  try {
    return await record();
  } catch (error) {
    await releaseBlobs(app.db, app.storage, [upload.key]);
    throw error;
  }
}
