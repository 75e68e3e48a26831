import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { conflict, notFound } from '@/platform/http/errors';
import { SALES_MESSAGES } from '../messages';
import { type ClientRow, clientRow, toClient } from './queries';

export { type ClientRow, clientRow, clientRowsWhere, getClient, toListItem } from './queries';

/**
 * Locks both clients of a merge, always in id order so two merges of the same pair cannot deadlock, and checks the
 * target's version (409 with the current target on a stale one).
 */
export async function lockClientPair(
  tx: Db,
  actor: Actor,
  targetId: string,
  sourceId: string,
  version: number,
): Promise<{ target: ClientRow; source: ClientRow }> {
  const locked = await selectRows<{ id: string }>(
    tx,
    sql`select id::text as id from client_companies where id in (${targetId}::uuid, ${sourceId}::uuid)
      order by id for update`,
  );
  if (!locked.some((row) => row.id === targetId)) throw notFound(SALES_MESSAGES.clientNotFound);
  if (!locked.some((row) => row.id === sourceId)) throw notFound('Il cliente da unire non esiste più');
  const target = await clientRow(tx, targetId);
  if (target.version !== version)
    throw conflict(SALES_MESSAGES.staleClient, undefined, { current: toClient(actor, target) });
  return { target, source: await clientRow(tx, sourceId) };
}
