import {
  DOCUMENT_DASHBOARD_LIMIT,
  DOCUMENT_EXPIRING_DAYS,
  type DocumentDashboard,
  type DocumentListItem,
  type DocumentStorageUse,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { folderLevelsSql, grantMatches, isDocumentAdmin, readableDocumentsSql } from './access';
import { type DocumentRow, listColumns, listFrom, romeToday, toListItem } from './queries';

// `GET /api/documents/dashboard` (spec §2 "Documents", /app/documents): four short lists and the storage used,
// each decided in SQL by the same access rule as the list.

async function listOf(db: Db, actor: Actor, where: SQL, order: SQL): Promise<DocumentListItem[]> {
  const rows = await selectRows<DocumentRow>(
    db,
    sql`select ${listColumns(actor)} ${listFrom} where ${readableDocumentsSql(actor)} and ${where}
      order by ${order}, d.id limit ${DOCUMENT_DASHBOARD_LIMIT}`,
  );
  return rows.map((row) => toListItem(actor, row));
}

/**
 * Documents a grant gives this actor: the document's own grants, or (while it inherits) those of the folder whose
 * grants apply to it. Not the default rule, not the admin's or owner's right.
 */
function sharedWithMe(actor: Actor): SQL {
  return sql`d.owner_id is distinct from ${actor.userId} and exists (select 1 from document_access_grants g
    where ${grantMatches(actor)} and (
      (not d.inherits_access and g.document_id = d.id)
      or (d.inherits_access and g.folder_id = (select fl.source from ${folderLevelsSql(actor)} fl where fl.id = d.folder_id))))`;
}

async function storageUse(db: Db, actor: Actor): Promise<DocumentStorageUse> {
  const [readable] = await selectRows<{ documents: number; bytes: string | number | null }>(
    db,
    sql`select count(distinct d.id)::int as documents, coalesce(sum(fi.size_bytes), 0)::bigint as bytes
      from documents d join document_versions v on v.document_id = d.id join files fi on fi.id = v.file_id
      where ${readableDocumentsSql(actor)}`,
  );
  let archive: number | null = null;
  let blobs: number | null = null;
  if (isDocumentAdmin(actor)) {
    const [row] = await selectRows<{ archive: string | number; blobs: string | number }>(
      db,
      sql`select
          (select coalesce(sum(fi.size_bytes), 0)::bigint from document_versions v join files fi on fi.id = v.file_id)
            as archive,
          (select coalesce(sum(size), 0)::bigint from (select max(size_bytes) as size from files
            where deleted_at is null group by storage_key) blob) as blobs`,
    );
    archive = Number(row?.archive ?? 0);
    blobs = Number(row?.blobs ?? 0);
  }
  return {
    readable_documents: readable?.documents ?? 0,
    readable_bytes: Number(readable?.bytes ?? 0),
    archive_bytes: archive,
    blob_bytes: blobs,
  };
}

export async function documentDashboard(db: Db, actor: Actor): Promise<DocumentDashboard> {
  const [recent, mine, shared, expiring, storage] = await Promise.all([
    listOf(db, actor, sql`true`, sql`d.updated_at desc`),
    listOf(db, actor, sql`d.owner_id = ${actor.userId}`, sql`d.updated_at desc`),
    listOf(db, actor, sharedWithMe(actor), sql`d.updated_at desc`),
    listOf(
      db,
      actor,
      sql`d.expires_on is not null and d.expires_on <= ${romeToday} + ${DOCUMENT_EXPIRING_DAYS}::int`,
      sql`d.expires_on asc`,
    ),
    storageUse(db, actor),
  ]);
  return { recent, mine, shared_with_me: shared, expiring, storage };
}
