import { sql } from 'drizzle-orm';
import { type Db, selectRows } from '@/platform/db/database';
import { containsPattern } from '@/platform/db/like';
import type { ClientCompanyLink } from '@/platform/org/client-company-links';
import type { SearchProvider } from '@/platform/search/search';

const CANDIDATES_PER_RESULT = 12;

/**
 * Proposals by number (`2026/0042`, `0042`), title words (Italian stemming, prefixes) or client name. Only CRM
 * readers (view_all_projects with the sales module on) run it: a `cliente` account never gets these rows, not even
 * its own company's, which it reads in the client portal.
 */
export const proposalSearchProvider: SearchProvider = {
  type: 'proposal',
  permission: 'view_all_projects',
  feature: 'sales_module',
  build: (terms) => sql`
    select p.id::text as id, 'proposal' as type, p.number || ' · ' || p.title as title,
      concat_ws(' · ', cc.name, case p.status when 'bozza' then 'Bozza' when 'inviata' then 'Inviata'
        when 'accettata' then 'Accettata' when 'rifiutata' then 'Rifiutata' else 'Scaduta' end) as description,
      '/app/crm/proposals/' || p.id as path,
      (case when p.number like ${containsPattern(terms.text)} then 1 else 0 end
        + ts_rank(p.search_vector, to_tsquery('portale_it', ${terms.tsquery}))
        + similarity(lower(cc.name), ${terms.text}) * 0.5)::real * 2 as rank
    from sales_proposals p join client_companies cc on cc.id = p.client_company_id
    where p.number like ${containsPattern(terms.text)}
      or p.search_vector @@ to_tsquery('portale_it', ${terms.tsquery})
      or lower(cc.name) like ${containsPattern(terms.text)}
    order by rank desc, p.updated_at desc
    limit ${terms.limit * CANDIDATES_PER_RESULT}`,
};

/** Proposals point at their client: a client with some is archived rather than deleted, and a merge moves them. */
export const proposalClientLink: ClientCompanyLink = {
  key: 'proposals',
  async count(db: Db, companyId: string) {
    const [row] = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from sales_proposals where client_company_id = ${companyId}`,
    );
    return row?.n ?? 0;
  },
  async move(tx: Db, fromId: string, toId: string) {
    const rows = await selectRows<{ id: string }>(
      tx,
      sql`update sales_proposals set client_company_id = ${toId}, updated_at = now()
        where client_company_id = ${fromId} returning id`,
    );
    return rows.length;
  },
};
