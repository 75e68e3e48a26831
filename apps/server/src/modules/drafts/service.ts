import {
  DRAFT_MAX_PAYLOAD_BYTES,
  DRAFT_MESSAGES,
  DRAFT_MODULE_KEYS,
  DRAFT_MODULES,
  type Draft,
  type DraftList,
  type DraftListQuery,
  type DraftModuleKey,
  type DraftSave,
  type DraftSummary,
  paginationOf,
} from '@portale/shared';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import type { Db } from '@/platform/db/database';
import { drafts } from '@/platform/drafts/tables';
import { allFlagStates } from '@/platform/flags/flags';
import { AppError, badRequest, found } from '@/platform/http/errors';

// Autosave writes every second of typing into the user's private scratch space: no audit row (it would bury the
// real changes), and every query below is scoped to the actor, so someone else's draft is a 404 like a missing one.

type Row = typeof drafts.$inferSelect;

const toSummary = (row: Row): DraftSummary => ({
  id: row.id,
  module_key: row.module_key as DraftModuleKey,
  draft_key: row.draft_key,
  title: row.title,
  route: row.route,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});
const toDraft = (row: Row): Draft => ({ ...toSummary(row), payload: row.payload });

/** The modules whose drafts the actor sees: a module switched off hides its drafts (and their dead links). */
async function openModules(db: Db): Promise<DraftModuleKey[]> {
  const flags = await allFlagStates(db);
  return DRAFT_MODULE_KEYS.filter((key) => flags[DRAFT_MODULES[key].flag] === true);
}

export async function listDrafts(db: Db, actor: Actor, query: DraftListQuery): Promise<DraftList> {
  const open = await openModules(db);
  const modules = query.module ? open.filter((m) => m === query.module) : open;
  if (!modules.length) return { items: [], pagination: paginationOf(query.page, query.per_page, 0) };
  const where = and(eq(drafts.user_id, actor.userId), inArray(drafts.module_key, modules));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(drafts)
      .where(where)
      .orderBy(desc(drafts.updated_at), desc(drafts.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(drafts).where(where),
  ]);
  return { items: rows.map(toSummary), pagination: paginationOf(query.page, query.per_page, total?.n ?? 0) };
}

export async function getDraft(db: Db, actor: Actor, id: string): Promise<Draft> {
  const [row] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.id, id), eq(drafts.user_id, actor.userId)));
  return toDraft(found(row, DRAFT_MESSAGES.notFound));
}

/** The actor's draft of one form, or null: a form asks on every mount, and most have none. */
export async function findDraftByKey(db: Db, actor: Actor, key: string): Promise<Draft | null> {
  const [row] = await db
    .select()
    .from(drafts)
    .where(and(eq(drafts.user_id, actor.userId), eq(drafts.draft_key, key)));
  return row ? toDraft(row) : null;
}

/** Idempotent: the same key always lands on the actor's one row, created or replaced. */
export async function saveDraft(db: Db, actor: Actor, key: string, input: DraftSave): Promise<Draft> {
  if (!key.startsWith(`${input.module_key}.`)) {
    throw badRequest(DRAFT_MESSAGES.keyOutsideModule, { module_key: [DRAFT_MESSAGES.keyOutsideModule] });
  }
  if (Buffer.byteLength(JSON.stringify(input.payload) ?? '', 'utf8') > DRAFT_MAX_PAYLOAD_BYTES) {
    throw new AppError(413, 'PAYLOAD_TOO_LARGE', DRAFT_MESSAGES.tooLarge);
  }
  const values = { module_key: input.module_key, title: input.title, route: input.route, payload: input.payload };
  const [row] = await db
    .insert(drafts)
    .values({ user_id: actor.userId, draft_key: key, ...values })
    // `$onUpdate` does not reach an upsert's update branch, so the list's "saved … ago" is set here.
    .onConflictDoUpdate({ target: [drafts.user_id, drafts.draft_key], set: { ...values, updated_at: sql`now()` } })
    .returning();
  return toDraft(found(row));
}

export async function deleteDraft(db: Db, actor: Actor, id: string): Promise<void> {
  const [row] = await db
    .delete(drafts)
    .where(and(eq(drafts.id, id), eq(drafts.user_id, actor.userId)))
    .returning({ id: drafts.id });
  found(row, DRAFT_MESSAGES.notFound);
}

/** Deleting a draft that is already gone is fine: a form discards its draft after every successful save. */
export async function deleteDraftByKey(db: Db, actor: Actor, key: string): Promise<boolean> {
  const rows = await db
    .delete(drafts)
    .where(and(eq(drafts.user_id, actor.userId), eq(drafts.draft_key, key)))
    .returning({ id: drafts.id });
  return rows.length > 0;
}
