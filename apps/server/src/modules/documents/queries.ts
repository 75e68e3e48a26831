import {
  type CappedPagination,
  cappedPaginationOf,
  DOCUMENT_COUNT_CAP,
  DOCUMENT_EXPIRING_DAYS,
  DOCUMENT_TRASH_DAYS,
  type DocumentDetail,
  type DocumentList,
  type DocumentListItem,
  type DocumentListQuery,
  type DocumentTrashItem,
  type DocumentTypeKey,
  type DocumentVersion,
  type ExtractionState,
  type FolderCrumb,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Database, type Db, selectRows } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { selectPrepared } from '@/platform/db/prepared';
import { notFound } from '@/platform/http/errors';
import {
  documentLevelSql,
  documentRights,
  folderLevelsSql,
  isDocumentAdmin,
  READ,
  readableDocumentsSql,
  readableTrashedDocumentsSql,
} from './access';
import { thumbnailUrl } from './download';
import { DOCUMENT_MESSAGES } from './messages';

export const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));
const person = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

export interface DocumentRow {
  id: string;
  title: string;
  type: DocumentTypeKey;
  folder_id: string | null;
  folder_name: string | null;
  owner_id: string | null;
  owner_name: string | null;
  tags: string[];
  confidential: boolean;
  expires_on: string | null;
  current_version: number;
  file_name: string;
  mime_type: string;
  size_bytes: number;
  checked_out_by: string | null;
  checked_out_name: string | null;
  thumbnail_key: string | null;
  thumbnail_pending: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  inherits_access: boolean;
  level: number;
}

const fullName = (alias: string) => sql.raw(`nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), '')`);

/** The columns of a `DocumentListItem` for the alias `d`, with the actor's level. */
export const listColumns = (actor: Actor) => sql`d.id, d.title, d.type, d.folder_id, f.name as folder_name,
  d.owner_id, ${fullName('ou')} as owner_name,
  coalesce((select array_agg(t.name order by lower(t.name)) from document_tag_links l
    join document_tags t on t.id = l.tag_id where l.document_id = d.id), '{}') as tags,
  d.confidential, d.expires_on::text as expires_on, d.current_version,
  fi.original_name as file_name, fi.mime_type, fi.size_bytes,
  d.checked_out_by, ${fullName('cu')} as checked_out_name, d.created_at, d.updated_at, d.inherits_access,
  (select tf.storage_key from files tf where tf.id = v.thumbnail_file_id and tf.deleted_at is null) as thumbnail_key,
  v.thumbnail_state in ('pending', 'running') as thumbnail_pending,
  ${documentLevelSql(actor)} as level`;

/** The joins of the list's columns after `documents d`. */
const listJoins = sql`join document_versions v on v.document_id = d.id and v.number = d.current_version
  join files fi on fi.id = v.file_id
  left join document_folders f on f.id = d.folder_id
  left join users ou on ou.id = d.owner_id
  left join users cu on cu.id = d.checked_out_by`;

export const listFrom = sql`from documents d ${listJoins}`;

export function toListItem(actor: Actor, row: DocumentRow): DocumentListItem {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    folder_id: row.folder_id,
    folder_name: row.folder_name,
    owner: person(row.owner_id, row.owner_name),
    tags: row.tags,
    confidential: row.confidential,
    expires_on: row.expires_on,
    current_version: row.current_version,
    file_name: row.file_name,
    mime_type: row.mime_type,
    size_bytes: Number(row.size_bytes),
    checked_out_by: person(row.checked_out_by, row.checked_out_name),
    my_rights: documentRights(actor, Number(row.level), row.owner_id, row.inherits_access),
    // None for confidential documents: their first page would be read without the download's audit.
    thumbnail_url: row.thumbnail_key && !row.confidential ? thumbnailUrl(row.id, row.thumbnail_key) : null,
    thumbnail_pending: row.thumbnail_pending && !row.confidential,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

const SORT_COLUMNS: Record<string, SQL> = {
  title: sql`lower(d.title)`,
  type: sql`d.type`,
  updated_at: sql`d.updated_at`,
  created_at: sql`d.created_at`,
  expires_on: sql`d.expires_on`,
  size: sql`fi.size_bytes`,
};

/** The ORDER BY of a sort key (`-` first for descending); `needsFile` when it sorts by the file's size. */
function orderBy(sort: string): { order: SQL; needsFile: boolean } {
  const descending = sort.startsWith('-');
  const key = descending ? sort.slice(1) : sort;
  const column = SORT_COLUMNS[key] ?? SORT_COLUMNS.updated_at!;
  const order = sql`order by ${column} ${sql.raw(descending ? 'desc nulls last' : 'asc nulls last')}, d.id`;
  return { order, needsFile: key === 'size' };
}

/** A live folder this actor may read, or 404 (unknown and unreadable answer the same). */
export async function assertReadableFolder(database: Database, actor: Actor, folderId: string): Promise<void> {
  const [row] = await selectPrepared<{ id: string }>(
    database,
    'documents_folder',
    sql`select fl.id from ${folderLevelsSql(actor)} fl where fl.id = ${folderId} and fl.level >= ${READ}`,
  );
  if (!row) throw notFound(DOCUMENT_MESSAGES.folderNotFound);
}

export const romeToday = sql`(now() at time zone 'Europe/Rome')::date`;
const romeStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Rome')`;

/**
 * Documents a grant to this client company applies to: their own grants when they have some, else those of the
 * nearest folder above with grants (the same inheritance as access.ts, whoever reads).
 */
function sharedWithClientSql(companyId: string): SQL {
  const granted = sql`select g.folder_id from document_access_grants g
    where g.folder_id is not null and g.principal_type = 'client_company' and g.principal_id = ${companyId}`;
  return sql`((not d.inherits_access and exists (select 1 from document_access_grants g where g.document_id = d.id
      and g.principal_type = 'client_company' and g.principal_id = ${companyId}))
    or (d.inherits_access and d.folder_id in (with recursive tree as (
        select f.id, case when f.inherits_access then null::uuid else f.id end as source
        from document_folders f where f.parent_id is null and f.deleted_at is null
        union all
        select c.id, case when c.inherits_access then tree.source else c.id end
        from document_folders c join tree on c.parent_id = tree.id where c.deleted_at is null
      ) select tree.id from tree where tree.source in (${granted}))))`;
}

export function listFilters(query: DocumentListQuery): SQL[] {
  const where: SQL[] = [];
  if (query.folder_id && query.include_subfolders) {
    where.push(sql`d.folder_id in (with recursive sub as (
      select id from document_folders where id = ${query.folder_id}
      union all select c.id from document_folders c join sub on c.parent_id = sub.id where c.deleted_at is null
    ) select id from sub)`);
  } else if (query.folder_id) {
    where.push(sql`d.folder_id = ${query.folder_id}`);
  }
  if (query.q) {
    const folded = sql`portale_unaccent(lower(${query.q}))`;
    where.push(sql`(d.search @@ plainto_tsquery('portale_it', ${folded})
      or portale_unaccent(lower(d.title)) like ${containsPattern(query.q.toLowerCase())})`);
  }
  if (query.type) where.push(sql`d.type = ${query.type}`);
  if (query.tag) {
    where.push(sql`exists (select 1 from document_tag_links l join document_tags t on t.id = l.tag_id
      where l.document_id = d.id and lower(t.name) = lower(${query.tag}))`);
  }
  if (query.owner_id) where.push(sql`d.owner_id = ${query.owner_id}`);
  if (query.updated_from) where.push(sql`d.updated_at >= ${romeStart(query.updated_from)}`);
  if (query.updated_to) where.push(sql`d.updated_at < ${romeStart(query.updated_to)} + interval '1 day'`);
  if (query.expiring) {
    where.push(sql`d.expires_on is not null and d.expires_on <= ${romeToday} + ${DOCUMENT_EXPIRING_DAYS}::int`);
  }
  if (query.shared_with_client) where.push(sharedWithClientSql(query.shared_with_client));
  return where;
}

async function page<T>(
  database: Database,
  actor: Actor,
  where: SQL,
  { order, needsFile }: { order: SQL; needsFile?: boolean },
  pageNumber: number,
  perPage: number,
  map: (row: DocumentRow & Record<string, unknown>) => T,
  extraColumns: SQL = sql``,
): Promise<{ items: T[]; pagination: CappedPagination }> {
  const offset = (pageNumber - 1) * perPage;
  // Counted up to DOCUMENT_COUNT_CAP past the page's first row, so "next" stays open while there are more: the
  // count stops there instead of testing the access rule on every readable document. Every document has its
  // current version and file: the count needs none of the list's joins.
  const limit = offset + DOCUMENT_COUNT_CAP;
  const [counted] = await selectPrepared<{ n: number }>(
    database,
    'documents_count',
    sql`select count(*)::int as n from (select 1 from documents d where ${where} limit ${limit + 1}) c`,
  );
  // The page's ids first, from `documents` alone (with the file only to sort by size): joining and computing the
  // columns of every readable row before the sort took most of a 100,000-document list's time. In the list's
  // order, PostgreSQL walks a partial index of the live documents (migration 0022) and stops after the page.
  const fileJoin = needsFile
    ? sql`join document_versions v on v.document_id = d.id and v.number = d.current_version join files fi on fi.id = v.file_id`
    : sql``;
  // A prepared statement with its generic plan (planning it took longer than running it): the page's ids go
  // through an array, in their order, so the plan joins each of them by its key whatever the page's size.
  const rows = await selectPrepared<DocumentRow & Record<string, unknown>>(
    database,
    'documents_page',
    sql`select ${listColumns(actor)} ${extraColumns}
      from unnest(array(select d.id from documents d ${fileJoin} where ${where} ${order}
        limit ${perPage} offset ${offset})) with ordinality as p(id, n)
      join documents d on d.id = p.id ${listJoins}
      order by p.n`,
  );
  return { items: rows.map(map), pagination: cappedPaginationOf(pageNumber, perPage, counted?.n ?? 0, limit) };
}

/** `GET /api/documents`: the readable live documents, filtered, sorted, paginated. */
export async function listDocuments(database: Database, actor: Actor, query: DocumentListQuery): Promise<DocumentList> {
  if (query.folder_id) await assertReadableFolder(database, actor, query.folder_id);
  const where = sql.join([readableDocumentsSql(actor), ...listFilters(query)], sql` and `);
  return page(database, actor, where, orderBy(query.sort), query.page, query.per_page, (row) => toListItem(actor, row));
}

/**
 * `GET /api/documents/trash`: the trashed documents this actor may restore (their own; every one for admins), most
 * recently deleted first. Readers of a folder do not see its trash: they could not bring it back.
 */
export async function listTrash(
  database: Database,
  actor: Actor,
  query: { page: number; per_page: number },
): Promise<{ items: DocumentTrashItem[]; pagination: CappedPagination }> {
  return page(
    database,
    actor,
    isDocumentAdmin(actor)
      ? readableTrashedDocumentsSql(actor)
      : sql`${readableTrashedDocumentsSql(actor)} and d.owner_id = ${actor.userId}`,
    { order: sql`order by d.deleted_at desc, d.id` },
    query.page,
    query.per_page,
    (row) => {
      const deletedAt = new Date(row.deleted_at as Date | string);
      return {
        ...toListItem(actor, row),
        // The thumbnail, as the download, is for live documents only.
        thumbnail_url: null,
        thumbnail_pending: false,
        deleted_at: deletedAt.toISOString(),
        deleted_by: person(row.deleted_by as string | null, row.deleted_by_name as string | null),
        purge_on: new Date(deletedAt.getTime() + DOCUMENT_TRASH_DAYS * 86_400_000).toISOString(),
      };
    },
    sql`, d.deleted_at, d.deleted_by,
      (select ${fullName('du')} from users du where du.id = d.deleted_by) as deleted_by_name`,
  );
}

/** The readable folders from the top down to `folderId` (unreadable ancestors are left out). */
export async function folderPath(db: Db, actor: Actor, folderId: string | null): Promise<FolderCrumb[]> {
  if (!folderId) return [];
  return selectRows<FolderCrumb>(
    db,
    sql`with recursive up as (
        select id, parent_id, name, 0 as depth from document_folders where id = ${folderId}
        union all select p.id, p.parent_id, p.name, up.depth + 1 from document_folders p join up on p.id = up.parent_id
      )
      select up.id, up.name from up
      where up.id in (select fl.id from ${folderLevelsSql(actor)} fl where fl.level >= ${READ})
      order by up.depth desc`,
  );
}

interface DetailRow extends DocumentRow {
  description: string;
  retention_until: string | null;
  inherits_access: boolean;
  checked_out_at: Date | string | null;
  deleted_at: Date | string | null;
}

/**
 * One document with its versions, if this actor may read it; with `trashed`, one in the trash instead. Unknown
 * and unreadable documents both answer 404, so existence never leaks.
 */
export async function getDocument(
  db: Db,
  actor: Actor,
  id: string,
  options: { trashed?: boolean } = {},
): Promise<DocumentDetail> {
  const readable = options.trashed ? readableTrashedDocumentsSql(actor) : readableDocumentsSql(actor);
  const [row] = await selectRows<DetailRow>(
    db,
    sql`select ${listColumns(actor)}, d.description, d.retention_until::text as retention_until, d.inherits_access,
        d.checked_out_at, d.deleted_at
      ${listFrom} where d.id = ${id} and ${readable}`,
  );
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  const [versions, path] = [
    await documentVersions(db, id, row.current_version),
    await folderPath(db, actor, row.folder_id),
  ];
  return {
    ...toListItem(actor, row),
    description: row.description,
    retention_until: row.retention_until,
    inherits_access: row.inherits_access,
    folder_path: path,
    checked_out_at: isoOrNull(row.checked_out_at),
    versions,
    deleted_at: isoOrNull(row.deleted_at),
  };
}

/** A document's versions, newest first (the caller has checked access). */
async function documentVersions(db: Db, documentId: string, current: number): Promise<DocumentVersion[]> {
  const rows = await selectRows<{
    number: number;
    file_id: string;
    file_name: string;
    mime_type: string;
    size_bytes: number;
    uploaded_by: string | null;
    uploader_name: string | null;
    note: string;
    extraction_state: ExtractionState;
    created_at: Date | string;
  }>(
    db,
    sql`select v.number, v.file_id, fi.original_name as file_name, fi.mime_type, fi.size_bytes, v.uploaded_by,
        ${fullName('uu')} as uploader_name, v.note, v.extraction_state, v.created_at
      from document_versions v join files fi on fi.id = v.file_id left join users uu on uu.id = v.uploaded_by
      where v.document_id = ${documentId} order by v.number desc`,
  );
  return rows.map((v) => ({
    number: v.number,
    file_id: v.file_id,
    file_name: v.file_name,
    mime_type: v.mime_type,
    size_bytes: Number(v.size_bytes),
    uploaded_by: person(v.uploaded_by, v.uploader_name),
    note: v.note,
    extraction_state: v.extraction_state,
    is_current: v.number === current,
    created_at: iso(v.created_at),
  }));
}

/** The tags in use on documents this actor may read, with their counts, most used first. */
export async function listTags(db: Db, actor: Actor): Promise<{ items: { name: string; document_count: number }[] }> {
  const rows = await selectRows<{ name: string; n: number }>(
    db,
    sql`select t.name, count(*)::int as n from document_tag_links l join document_tags t on t.id = l.tag_id
      join documents d on d.id = l.document_id where ${readableDocumentsSql(actor)}
      group by t.id, t.name order by count(*) desc, lower(t.name) limit 500`,
  );
  return { items: rows.map((row) => ({ name: row.name, document_count: Number(row.n) })) };
}
