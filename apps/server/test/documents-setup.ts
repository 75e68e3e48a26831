import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@/platform/db/database';
import { as, type LoggedIn } from './helpers';

/** A multipart form as a browser sends a FormData: the text fields first, then the file. */
export function documentForm(
  fields: Record<string, string | string[]>,
  file: { name: string; data: Buffer; type?: string },
) {
  const boundary = `----portale${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const one of [value].flat()) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${one}\r\n`));
    }
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small valid PDF-looking file whose bytes differ per `label`. */
export const pdfBytes = (label: string) =>
  Buffer.concat([Buffer.from(`%PDF-1.7\n% ${label}\n`), Buffer.alloc(100, 0x20), Buffer.from('\n%%EOF\n')]);

export const textBytes = (text: string) => Buffer.from(text, 'utf8');

export async function uploadDocument(
  app: FastifyInstance,
  who: LoggedIn,
  fields: Record<string, string | string[]>,
  file: { name: string; data: Buffer },
) {
  return as(app, who, { method: 'POST', url: '/api/documents', ...documentForm(fields, file) });
}

/** Uploads and answers the new document's id, failing loudly otherwise. */
export async function uploaded(
  app: FastifyInstance,
  who: LoggedIn,
  fields: Record<string, string | string[]>,
  file: { name: string; data: Buffer },
): Promise<string> {
  const response = await uploadDocument(app, who, fields, file);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().data.id as string;
}

export async function makeFolder(app: FastifyInstance, who: LoggedIn, name: string, parentId: string | null = null) {
  const response = await as(app, who, {
    method: 'POST',
    url: '/api/document-folders',
    payload: { name, parent_id: parentId },
  });
  if (response.statusCode !== 201) throw new Error(`folder failed: ${response.statusCode} ${response.body}`);
  return response.json().data.id as string;
}

export async function setAccess(
  app: FastifyInstance,
  who: LoggedIn,
  url: string,
  grants: { principal_type: string; principal_id: string; level: 'read' | 'write' }[] | 'inherit',
) {
  const payload = grants === 'inherit' ? { inherits_access: true, grants: [] } : { inherits_access: false, grants };
  const response = await as(app, who, { method: 'PUT', url, payload });
  if (response.statusCode !== 200) throw new Error(`access failed: ${response.statusCode} ${response.body}`);
}

/**
 * `count` documents set-based in `folder` (null: the top level), titled `${title} 1`…, changed `newest` minutes ago
 * and one minute earlier each, with `words` in their text, or `words(g)` per document (null: none).
 */
export async function insertDocuments(
  db: Db,
  options: {
    folder: string | null;
    count: number;
    newest: number;
    words: string | ((g: SQL) => SQL);
    ownerId: string;
    title?: string;
  },
) {
  const { folder, count, newest, ownerId, title = 'Scala' } = options;
  const words = typeof options.words === 'string' ? sql`${options.words}::text` : options.words(sql`g`);
  await db.execute(sql`
    with made as (
      select g, gen_random_uuid() as doc_id, gen_random_uuid() as file_id, coalesce(${words}, '') as words
      from generate_series(1, ${count}) g
    ), f as (
      insert into files (id, owner_user_id, purpose, original_name, mime_type, size_bytes, storage_key)
      select file_id, ${ownerId}, 'document', 'scala-' || g || '.txt', 'text/plain', 10,
        encode(sha256((coalesce(${folder}::text, '') || ${title} || g)::bytea), 'hex')
      from made returning id
    ), d as (
      insert into documents (id, folder_id, title, type, owner_id, updated_at, created_at, search)
      select doc_id, ${folder}, ${title} || ' ' || g, 'altro', ${ownerId},
        now() - make_interval(mins => ${newest} + g), now() - make_interval(mins => ${newest} + g),
        setweight(to_tsvector('portale_it', ${title} || ' ' || g), 'A')
          || setweight(to_tsvector('portale_it', words), 'D')
      from made returning id
    )
    insert into document_versions (document_id, number, file_id, uploaded_by, extraction_state, extracted_text)
    select doc_id, 1, file_id, ${ownerId}, 'done', words from made`);
}
