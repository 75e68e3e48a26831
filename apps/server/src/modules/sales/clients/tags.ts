import { sql } from 'drizzle-orm';
import type { Db } from '@/platform/db/database';

/** Replaces a client's tags, creating the names not used yet (matched case-insensitively). */
export async function setClientTags(tx: Db, clientId: string, tags: readonly string[]): Promise<void> {
  await tx.execute(sql`delete from sales_client_tags where client_company_id = ${clientId}`);
  for (const name of tags) {
    await tx.execute(sql`insert into sales_tags (name) values (${name}) on conflict (lower(name)) do nothing`);
    await tx.execute(sql`insert into sales_client_tags (client_company_id, tag_id)
      select ${clientId}, id from sales_tags where lower(name) = lower(${name}) on conflict do nothing`);
  }
}
