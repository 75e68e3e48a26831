import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { as, type LoggedIn, multipartFile } from './helpers';

/** Uploads one file to a record's attachments, as a browser's form would. */
export function attach(
  app: FastifyInstance,
  who: LoggedIn,
  recordType: string,
  recordId: string,
  name: string,
  data: Buffer,
) {
  return as(app, who, {
    method: 'POST',
    url: `/api/attachments/${recordType}/${recordId}`,
    ...multipartFile('file', name, 'application/octet-stream', data),
  });
}

/** Uploads and expects it stored; answers the new attachment. */
export async function attached(
  app: FastifyInstance,
  who: LoggedIn,
  recordType: string,
  recordId: string,
  name: string,
  data: Buffer,
): Promise<{ id: string; name: string; can_delete: boolean; size_bytes: number; uploaded_by_id: string }> {
  const response = await attach(app, who, recordType, recordId, name, data);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

export const listOf = (app: FastifyInstance, who: LoggedIn, recordType: string, recordId: string) =>
  as(app, who, { url: `/api/attachments/${recordType}/${recordId}` });

export const download = (app: FastifyInstance, who: LoggedIn, id: string, query = '') =>
  as(app, who, { url: `/api/attachments/file/${id}${query}` });

export const remove = (app: FastifyInstance, who: LoggedIn, id: string) =>
  as(app, who, { method: 'DELETE', url: `/api/attachments/${id}` });

export const restore = (app: FastifyInstance, who: LoggedIn, id: string) =>
  as(app, who, { method: 'POST', url: `/api/attachments/${id}/restore` });

export const PDF_BYTES = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300, 0x20), Buffer.from('\n%%EOF\n')]);
export const TEXT_BYTES = Buffer.from('Verbale della riunione di avvio: presenti tutti.\n');
export const EXE_BYTES = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);
