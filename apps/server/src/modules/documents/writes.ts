import type { DocumentBulkAction, DocumentCheckout, DocumentUpdate } from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { audit } from '@/platform/audit/audit';
import { audited, type Changes } from '@/platform/audit/audited';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { uniqueViolation } from '@/platform/db/unique-violation';
import { badRequest, conflict, forbidden, notFound } from '@/platform/http/errors';
import { documentLevelSql, isDocumentAdmin, readableDocumentsSql, WRITE } from './access';
import {
  assertEditable,
  assertFolderWritable,
  assertManager,
  assertMayMove,
  assertNotHeldByOther,
  ensureTags,
  lockDocument,
  refreshDocumentSearch,
  setTags,
} from './document-rows';
import { DOCUMENT_MESSAGES } from './messages';

type Update = z.output<typeof DocumentUpdate>;

const COLUMNS = [
  'title',
  'description',
  'type',
  'folder_id',
  'confidential',
  'expires_on',
  'retention_until',
  'owner_id',
] as const;

/** `PATCH /api/documents/:id`: metadata (write level); the owner changes only by the owner or an admin. */
export async function updateDocument(db: Db, actor: Actor, id: string, patch: Update): Promise<void> {
  await audited(
    db,
    actor,
    async (tx) => {
      const doc = await lockDocument(tx, actor, id);
      assertEditable(actor, doc);
      const [before] = await selectRows<Record<(typeof COLUMNS)[number], unknown> & { tags: string[] }>(
        tx,
        sql`select title, description, type, folder_id, confidential, expires_on::text as expires_on,
            retention_until::text as retention_until, owner_id,
            coalesce((select array_agg(t.name order by lower(t.name)) from document_tag_links l
              join document_tags t on t.id = l.tag_id where l.document_id = d.id), '{}') as tags
          from documents d where id = ${id}`,
      );
      const diff: Changes = {};
      for (const key of COLUMNS) {
        const value = patch[key];
        if (value !== undefined && value !== before![key]) diff[key] = { from: before![key] ?? null, to: value };
      }
      if (diff.folder_id) {
        assertMayMove(actor, doc);
        await assertFolderWritable(tx, actor, patch.folder_id ?? null);
      }
      if (diff.owner_id) {
        assertManager(actor, doc);
        const [owner] = await selectRows<{ id: string }>(
          tx,
          sql`select id from users where id = ${patch.owner_id!} and status = 'active'`,
        );
        if (!owner) throw badRequest(DOCUMENT_MESSAGES.ownerNotFound, { owner_id: [DOCUMENT_MESSAGES.ownerNotFound] });
      }
      const sets = Object.keys(diff).map((key) => sql`${sql.identifier(key)} = ${diff[key]!.to}`);
      if (sets.length > 0) {
        await tx.execute(sql`update documents set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${id}`);
      }
      if (patch.tags) {
        const now = [...patch.tags].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
        if (JSON.stringify(now) !== JSON.stringify(before!.tags)) {
          diff.tags = { from: before!.tags, to: now };
          await setTags(tx, id, patch.tags);
          if (sets.length === 0) await tx.execute(sql`update documents set updated_at = now() where id = ${id}`);
        }
      }
      if (diff.title || diff.description || diff.tags) await refreshDocumentSearch(tx, [id]);
      return { title: doc.title, diff };
    },
    ({ title, diff }) =>
      Object.keys(diff).length === 0
        ? null
        : { action: 'document.updated', targetType: 'document', targetId: id, details: { title, changes: diff } },
  );
}

/** `DELETE /api/documents/:id`: to the trash (owner or admin; not while someone else holds the check-out). */
export async function trashDocument(db: Db, actor: Actor, id: string): Promise<void> {
  await audited(
    db,
    actor,
    async (tx) => {
      const doc = await lockDocument(tx, actor, id);
      assertManager(actor, doc);
      assertNotHeldByOther(actor, doc);
      await tx.execute(sql`update documents set deleted_at = now(), deleted_by = ${actor.userId},
        checked_out_by = null, checked_out_at = null where id = ${id}`);
      return doc.title;
    },
    (title) => ({ action: 'document.deleted', targetType: 'document', targetId: id, details: { title } }),
  );
}

/**
 * `POST /api/documents/:id/restore`: back from the trash. A folder deleted since (it was empty but for the trash)
 * comes back with it, so the document keeps its folder's access rather than falling to the default rule.
 */
export async function restoreDocument(db: Db, actor: Actor, id: string): Promise<void> {
  await audited(
    db,
    actor,
    async (tx) => {
      const doc = await lockDocument(tx, actor, id, { trashed: true });
      assertManager(actor, doc);
      if (doc.folder_id) {
        await tx
          .execute(sql`update document_folders set deleted_at = null where deleted_at is not null and id in (
              with recursive up as (
                select id, parent_id from document_folders where id = ${doc.folder_id}
                union all select p.id, p.parent_id from document_folders p join up on p.id = up.parent_id
              ) select id from up)`)
          .catch((error: unknown) => {
            if (uniqueViolation(error)) throw conflict(DOCUMENT_MESSAGES.folderNameTaken);
            throw error;
          });
      }
      await tx.execute(
        sql`update documents set deleted_at = null, deleted_by = null, updated_at = now() where id = ${id}`,
      );
      return doc.title;
    },
    (title) => ({ action: 'document.restored', targetType: 'document', targetId: id, details: { title } }),
  );
}

async function checkoutState(tx: Db, id: string): Promise<DocumentCheckout> {
  const [row] = await selectRows<{ id: string | null; name: string | null; at: Date | string | null }>(
    tx,
    sql`select d.checked_out_by as id, nullif(trim(u.first_name || ' ' || u.last_name), '') as name,
        d.checked_out_at as at
      from documents d left join users u on u.id = d.checked_out_by where d.id = ${id}`,
  );
  return {
    checked_out_by: row?.id ? { id: row.id, name: row.name ?? '' } : null,
    checked_out_at: row?.at ? new Date(row.at).toISOString() : null,
  };
}

/** `POST /api/documents/:id/checkout`: lock it for editing (write level); 409 while someone else holds it. */
export async function checkOut(db: Db, actor: Actor, id: string): Promise<DocumentCheckout> {
  return db.transaction(async (tx) => {
    const doc = await lockDocument(tx, actor, id);
    assertEditable(actor, doc);
    if (doc.checked_out_by !== actor.userId) {
      await tx.execute(
        sql`update documents set checked_out_by = ${actor.userId}, checked_out_at = now() where id = ${id}`,
      );
      await audit(tx, actor, {
        action: 'document.checked_out',
        targetType: 'document',
        targetId: id,
        details: { title: doc.title },
      });
    }
    return checkoutState(tx, id);
  });
}

/** `DELETE /api/documents/:id/checkout`: release it (the holder, the owner or an admin). */
export async function checkIn(db: Db, actor: Actor, id: string): Promise<DocumentCheckout> {
  return db.transaction(async (tx) => {
    const doc = await lockDocument(tx, actor, id);
    if (!doc.checked_out_by) return checkoutState(tx, id);
    const mayRelease = doc.checked_out_by === actor.userId || doc.owner_id === actor.userId || isDocumentAdmin(actor);
    if (!mayRelease) throw conflict(DOCUMENT_MESSAGES.checkoutOther(doc.checked_out_name ?? 'un altro utente'));
    await tx.execute(sql`update documents set checked_out_by = null, checked_out_at = null where id = ${id}`);
    await audit(tx, actor, {
      action: 'document.checked_in',
      targetType: 'document',
      targetId: id,
      details: { title: doc.title, holder_id: doc.checked_out_by },
    });
    return checkoutState(tx, id);
  });
}

type Bulk = z.output<typeof DocumentBulkAction>;

/** `POST /api/documents/bulk`: every document checked first, then all changed in one transaction, or none. */
export async function bulkUpdate(db: Db, actor: Actor, body: Bulk): Promise<{ updated: number }> {
  return audited(
    db,
    actor,
    async (tx) => {
      const rows = await selectRows<{
        id: string;
        title: string;
        level: number;
        owner_id: string | null;
        folder_id: string | null;
        inherits_access: boolean;
        checked_out_by: string | null;
        holder: string | null;
      }>(
        tx,
        sql`select d.id, d.title, ${documentLevelSql(actor)} as level, d.owner_id, d.folder_id, d.inherits_access,
            d.checked_out_by,
            (select nullif(trim(u.first_name || ' ' || u.last_name), '') from users u where u.id = d.checked_out_by) as holder
          from documents d
          where d.id in (${sql.join(
            body.ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) and ${readableDocumentsSql(actor)}
          order by d.id for update of d`,
      );
      if (rows.length !== body.ids.length) throw notFound(DOCUMENT_MESSAGES.bulkMissing);
      for (const row of rows) {
        if (Number(row.level) < WRITE) throw forbidden(DOCUMENT_MESSAGES.bulkNotAllowed(row.title));
        if (row.checked_out_by && row.checked_out_by !== actor.userId) {
          throw conflict(DOCUMENT_MESSAGES.checkedOutBy(row.holder ?? 'un altro utente'));
        }
        if (body.action === 'move' && row.folder_id !== body.folder_id) {
          try {
            assertMayMove(actor, row);
          } catch {
            throw forbidden(DOCUMENT_MESSAGES.bulkCannotMove(row.title));
          }
        }
      }
      const ids = sql.join(
        body.ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      );
      if (body.action === 'move') {
        await assertFolderWritable(tx, actor, body.folder_id);
        await tx.execute(
          sql`update documents set folder_id = ${body.folder_id}, updated_at = now() where id in (${ids})`,
        );
      } else {
        const [tagId] = await ensureTags(tx, [body.tag]);
        if (body.action === 'add_tag') {
          await tx.execute(sql`insert into document_tag_links (document_id, tag_id)
            select d.id, ${tagId!}::uuid from documents d where d.id in (${ids}) on conflict do nothing`);
        } else {
          await tx.execute(sql`delete from document_tag_links where tag_id = ${tagId!} and document_id in (${ids})`);
        }
        await tx.execute(sql`update documents set updated_at = now() where id in (${ids})`);
        await refreshDocumentSearch(tx, body.ids);
      }
      return { updated: rows.length };
    },
    () => ({
      action: 'document.bulk_updated',
      targetType: 'document',
      details: {
        bulk_action: body.action,
        ids: body.ids,
        ...(body.action === 'move' ? { folder_id: body.folder_id } : { tag: body.tag }),
      },
    }),
  );
}
