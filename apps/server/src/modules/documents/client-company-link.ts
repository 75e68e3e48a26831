import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';
import type { ClientCompanyLink } from '@/platform/org/client-company-links';

/**
 * Folders and documents shared with a client company: when the CRM merges two clients, the grants of the one that
 * goes move to the one that stays. Where both held a grant on the same folder or document, one grant stays with the
 * higher level (write over read).
 */
export const documentGrantsLink: ClientCompanyLink = {
  key: 'document_grants',
  async count(db, companyId) {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from document_access_grants
        where principal_type = 'client_company' and principal_id = ${companyId}`,
    );
    return row?.n ?? 0;
  },
  async move(tx: Db, fromId, toId) {
    const [total] = await selectRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from document_access_grants
        where principal_type = 'client_company' and principal_id = ${fromId}`,
    );
    // Raise the surviving company's grant where the other one's was higher, then drop the now redundant ones.
    await tx.execute(sql`update document_access_grants keep set level = 'write', updated_at = now()
      from document_access_grants gone
      where keep.principal_type = 'client_company' and keep.principal_id = ${toId}
        and gone.principal_type = 'client_company' and gone.principal_id = ${fromId}
        and gone.level = 'write' and keep.level <> 'write'
        and keep.folder_id is not distinct from gone.folder_id and keep.document_id is not distinct from gone.document_id`);
    await tx.execute(sql`delete from document_access_grants gone
      using document_access_grants keep
      where keep.principal_type = 'client_company' and keep.principal_id = ${toId}
        and gone.principal_type = 'client_company' and gone.principal_id = ${fromId}
        and keep.folder_id is not distinct from gone.folder_id and keep.document_id is not distinct from gone.document_id`);
    await tx.execute(sql`update document_access_grants set principal_id = ${toId}, updated_at = now()
      where principal_type = 'client_company' and principal_id = ${fromId}`);
    return total?.n ?? 0;
  },
};
