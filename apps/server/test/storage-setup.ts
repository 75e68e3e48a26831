import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { requireActor } from '@/platform/access/access';
import { ok } from '@/platform/http/envelope';
import { receiveUpload } from '@/platform/http/uploads';
import type { FileKind } from '@/platform/storage/file-types';
import { recordFile } from '@/platform/storage/files';
import { files } from '@/platform/storage/tables';
import { as, type LoggedIn, multipartFile } from './helpers';

export const TEST_UPLOAD_URL = '/api/test-uploads';

/**
 * A route as a future documents module would write it: `?kinds=pdf,text&max=…` picks what it accepts. Register it
 * before the app's first request.
 */
export function registerTestUploadRoute(app: FastifyInstance): void {
  app.post<{ Querystring: { kinds?: string; max?: string } }>(TEST_UPLOAD_URL, { access: 'login' }, async (request) => {
    const actor = requireActor(request);
    const kinds = (request.query.kinds ?? 'image,pdf,office,text').split(',') as FileKind[];
    const upload = await receiveUpload(request, app.storage, {
      maxBytes: Number(request.query.max ?? app.serverConfig.maxUploadBytes),
      kinds,
    });
    const row = await app.db.transaction((tx) =>
      recordFile(tx, app.storage, upload, { ownerUserId: actor.userId, purpose: 'test' }),
    );
    return ok({ id: row.id, name: row.original_name, mime: row.mime_type, size: row.size_bytes, key: row.storage_key });
  });
}

export function uploadAs(
  app: FastifyInstance,
  who: LoggedIn,
  name: string,
  data: Buffer,
  query = '',
  declaredType = 'application/octet-stream',
) {
  return as(app, who, {
    method: 'POST',
    url: `${TEST_UPLOAD_URL}${query}`,
    ...multipartFile('file', name, declaredType, data),
  });
}

/** Every file under the storage root, temporary ones included, as paths relative to it. */
export function filesOnDisk(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else found.push(relative(root, path));
    }
  };
  walk(root);
  return found.sort();
}

export const fileRows = (app: FastifyInstance) => app.db.select().from(files);

export const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
export const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300, 0x90)]);
