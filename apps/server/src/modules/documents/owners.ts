import type { DocumentOwnerList } from '@portale/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import { readableDocumentsSql } from './access';

/** People offered at most by the owner filter at a time: the rest are found by typing. */
const OWNERS_LIMIT = 20;

/**
 * `GET /api/documents/owners`: the people who own at least one live document this actor may read (the owner filter
 * of the list and search pages), by a few letters of their name (accents and case folded), `id` first when given.
 * Who owns only documents the actor may not read is never named. Per person, the check stops at their first
 * readable document (documents_owner_idx).
 */
export async function listOwners(
  db: Db,
  actor: Actor,
  query: { q?: string | undefined; id?: string | undefined },
): Promise<DocumentOwnerList> {
  const words = query.q
    ? sql`and u.name_text like ${containsPattern(
        query.q
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toLowerCase(),
      )}`
    : sql``;
  const first = query.id ? sql`u.id = ${query.id} desc,` : sql``;
  const rows = await selectRows<{ id: string; name: string }>(
    db,
    sql`select u.id, trim(u.first_name || ' ' || u.last_name) as name from users u
      where exists (select 1 from documents d where d.owner_id = u.id and ${readableDocumentsSql(actor)}) ${words}
      order by ${first} lower(u.last_name), lower(u.first_name), u.id
      limit ${OWNERS_LIMIT}`,
  );
  return { items: rows };
}
