import type { DocumentFolder, DocumentFolderCreate, DocumentFolderTree, DocumentFolderUpdate } from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audited } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { uniqueViolation } from '@/platform/db/unique-violation';
import { conflict, forbidden, notFound } from '@/platform/http/errors';
import { folderLevelsSql, folderRights, managesFolder, mayUseRoot, READ, readableDocumentsSql, WRITE } from './access';
import { assertFolderWritable, folderLevel } from './document-rows';
import { DOCUMENT_MESSAGES } from './messages';
import { iso } from './queries';

interface FolderRow {
  id: string;
  parent_id: string | null;
  name: string;
  level: number;
  created_by: string | null;
  creator_name: string | null;
  inherits_access: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

/**
 * `GET /api/document-folders`: the folders this actor may read. A folder whose parent they may not read hangs
 * from its nearest readable ancestor (or the top), so no unreadable folder's name is ever sent.
 */
export async function folderTree(db: Db, actor: Actor): Promise<DocumentFolderTree> {
  const rows = await selectRows<FolderRow>(
    db,
    sql`select fl.id, fl.parent_id, fl.name, fl.level, fl.created_by,
        nullif(trim(u.first_name || ' ' || u.last_name), '') as creator_name, f.inherits_access, f.created_at, f.updated_at
      from ${folderLevelsSql(actor)} fl join document_folders f on f.id = fl.id left join users u on u.id = fl.created_by`,
  );
  const counts = await selectRows<{ folder_id: string; n: number }>(
    db,
    sql`select d.folder_id, count(*)::int as n from documents d
      where d.folder_id is not null and ${readableDocumentsSql(actor)} group by d.folder_id`,
  );
  const countOf = new Map(counts.map((c) => [c.folder_id, Number(c.n)]));
  const all = new Map(rows.map((row) => [row.id, row]));
  const readable = (id: string | null) => {
    const row = id ? all.get(id) : undefined;
    return row !== undefined && Number(row.level) >= READ;
  };
  const nearestReadableParent = (row: FolderRow): string | null => {
    let parent = row.parent_id;
    while (parent && !readable(parent)) parent = all.get(parent)?.parent_id ?? null;
    return parent;
  };
  const folders: DocumentFolder[] = [];
  const byId = new Map<string, DocumentFolder>();
  const build = (row: FolderRow): DocumentFolder => {
    const known = byId.get(row.id);
    if (known) return known;
    const parentId = nearestReadableParent(row);
    const parentPath = parentId ? build(all.get(parentId)!).path : [];
    const folder: DocumentFolder = {
      id: row.id,
      parent_id: parentId,
      name: row.name,
      path: [...parentPath, { id: row.id, name: row.name }],
      inherits_access: row.inherits_access,
      created_by: row.created_by ? { id: row.created_by, name: row.creator_name ?? '' } : null,
      document_count: countOf.get(row.id) ?? 0,
      my_rights: folderRights(actor, Number(row.level), row.created_by, row.inherits_access),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
    byId.set(row.id, folder);
    return folder;
  };
  for (const row of rows) if (readable(row.id)) folders.push(build(row));
  const collator = new Intl.Collator('it', { sensitivity: 'base', numeric: true });
  folders.sort((a, b) => {
    const depth = Math.min(a.path.length, b.path.length);
    for (let i = 0; i < depth; i++) {
      const order = collator.compare(a.path[i]!.name, b.path[i]!.name) || a.path[i]!.id.localeCompare(b.path[i]!.id);
      if (order !== 0) return order;
    }
    return a.path.length - b.path.length;
  });
  return { folders, can_use_root: mayUseRoot(actor) };
}

const nameTaken = (error: unknown): never => {
  if (uniqueViolation(error))
    throw conflict(DOCUMENT_MESSAGES.folderNameTaken, { name: [DOCUMENT_MESSAGES.folderNameTaken] });
  throw error;
};

type Create = z.output<typeof DocumentFolderCreate>;

/** `POST /api/document-folders`: inside a folder one may write into, or at the top (internal users). */
export async function createFolder(db: Db, actor: Actor, body: Create): Promise<string> {
  await assertFolderWritable(db, actor, body.parent_id);
  return audited(
    db,
    actor,
    async (tx) => {
      const [row] = await selectRows<{ id: string }>(
        tx,
        sql`insert into document_folders (parent_id, name, created_by) values (${body.parent_id}, ${body.name}, ${actor.userId})
          returning id`,
      ).catch(nameTaken);
      return row!.id;
    },
    (id) => ({
      action: 'document.folder_created',
      targetType: 'document_folder',
      targetId: id,
      details: { name: body.name, parent_id: body.parent_id },
    }),
  );
}

async function writableFolder(db: Db, actor: Actor, id: string) {
  const folder = await folderLevel(db, actor, id);
  if (!folder) throw notFound(DOCUMENT_MESSAGES.folderNotFound);
  return folder;
}

/**
 * 409 if `parentId` is `id` or below it. Moves are serialised by a lock held to the end of the transaction: two
 * concurrent moves (A into B, B into A) each passed a check made before the other's commit and left a cycle, which
 * hid both folders and sent every recursive query up the tree into an endless loop.
 */
async function assertNoCycle(tx: Db, id: string, parentId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portale.document_folders.tree'))`);
  const [cycle] = await selectRows<{ id: string }>(
    tx,
    sql`with recursive up as (
        select id, parent_id from document_folders where id = ${parentId}
        union select p.id, p.parent_id from document_folders p join up on p.id = up.parent_id
      ) select id from up where id = ${id}`,
  );
  if (cycle) throw conflict(DOCUMENT_MESSAGES.folderCycle, { parent_id: [DOCUMENT_MESSAGES.folderCycle] });
}

/** `PATCH /api/document-folders/:id`: rename and/or move (write level; never into itself or a subfolder). */
export async function updateFolder(db: Db, actor: Actor, id: string, patch: DocumentFolderUpdate): Promise<void> {
  const folder = await writableFolder(db, actor, id);
  if (folder.level < WRITE) throw forbidden(DOCUMENT_MESSAGES.cannotEditFolder);
  if (patch.parent_id !== undefined) {
    await assertFolderWritable(db, actor, patch.parent_id);
    // A folder that inherits takes its new parent's access, and so does every document in it: managing, as its grants.
    const [row] = await selectRows<{ parent_id: string | null; inherits_access: boolean }>(
      db,
      sql`select parent_id, inherits_access from document_folders where id = ${id}`,
    );
    const moves = row!.parent_id !== patch.parent_id;
    if (moves && !folderRights(actor, folder.level, folder.createdBy, row!.inherits_access).can_move) {
      throw forbidden(DOCUMENT_MESSAGES.cannotMoveFolder);
    }
  }
  await audited(
    db,
    actor,
    async (tx) => {
      if (patch.parent_id) await assertNoCycle(tx, id, patch.parent_id);
      const [before] = await selectRows<{ name: string; parent_id: string | null }>(
        tx,
        sql`select name, parent_id from document_folders where id = ${id} for update`,
      );
      const sets = [
        ...(patch.name !== undefined ? [sql`name = ${patch.name}`] : []),
        ...(patch.parent_id !== undefined ? [sql`parent_id = ${patch.parent_id}`] : []),
      ];
      await tx
        .execute(sql`update document_folders set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${id}`)
        .catch(nameTaken);
      return before!;
    },
    (before) => ({
      action: 'document.folder_updated',
      targetType: 'document_folder',
      targetId: id,
      details: { name: patch.name ?? before.name, from: before, to: patch },
    }),
  );
}

/**
 * `DELETE /api/document-folders/:id`: only an empty folder (no live document, no live subfolder), by its creator or
 * an admin. Documents in the trash stay; restoring one brings the folder back.
 */
export async function deleteFolder(db: Db, actor: Actor, id: string): Promise<void> {
  const folder = await writableFolder(db, actor, id);
  if (!managesFolder(actor, folder.createdBy)) throw forbidden(DOCUMENT_MESSAGES.cannotManageFolder);
  await audited(
    db,
    actor,
    async (tx) => {
      const [row] = await selectRows<{ name: string; busy: boolean }>(
        tx,
        sql`select f.name, (exists (select 1 from documents d where d.folder_id = f.id and d.deleted_at is null)
            or exists (select 1 from document_folders c where c.parent_id = f.id and c.deleted_at is null)) as busy
          from document_folders f where f.id = ${id} for update`,
      );
      if (row!.busy) throw conflict(DOCUMENT_MESSAGES.folderNotEmpty);
      await tx.execute(sql`update document_folders set deleted_at = now() where id = ${id}`);
      return row!.name;
    },
    (name) => ({ action: 'document.folder_deleted', targetType: 'document_folder', targetId: id, details: { name } }),
  );
}
