import { sql } from 'drizzle-orm';
import { selectRows } from '@/platform/db/database';
import type { ClientCompanyLink } from '@/platform/org/client-company-links';

/**
 * Projects point at their client company: a CRM client with projects (deleted ones too, which the foreign key still
 * holds) is archived rather than deleted, and a merge moves its projects to the client kept. The projects' client
 * name follows by trigger (migration 0023).
 */
export const projectClientLink: ClientCompanyLink = {
  key: 'projects',
  async count(db, companyId) {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from projects where client_company_id = ${companyId}`,
    );
    return row?.n ?? 0;
  },
  async move(tx, fromId, toId) {
    const moved = await selectRows<{ id: string }>(
      tx,
      sql`update projects set client_company_id = ${toId}, updated_at = now()
        where client_company_id = ${fromId} returning id`,
    );
    return moved.length;
  },
};
