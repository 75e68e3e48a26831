import { sql } from 'drizzle-orm';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { notFound } from '@/platform/http/errors';

// Every client-portal service starts here: only a `cliente` account linked to a client company reaches the portal,
// and only that company's rows are read after. Anyone else — staff included, whatever their permissions — gets the
// same 404 as for a record that does not exist, so the portal tells an outsider nothing.

export interface PortalCompany {
  id: string;
  name: string;
}

export async function portalCompany(db: Db, actor: Actor): Promise<PortalCompany> {
  if (actor.role !== 'client') throw notFound();
  const [company] = await selectRows<PortalCompany>(
    db,
    sql`select cc.id::text as id, cc.name from users u join client_companies cc on cc.id = u.client_company_id
      where u.id = ${actor.userId} and u.role = 'client'`,
  );
  if (!company) throw notFound();
  return company;
}

/** Uuids (read from the database or checked by the route) for `in (…)`; callers return early on an empty list. */
export const idList = (ids: readonly string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
