import { sql } from 'drizzle-orm';
import { containsPattern } from '@/platform/db/like';
import type { SearchProvider } from '@/platform/search/search';

const CANDIDATES_PER_RESULT = 12;

/**
 * Contracts by number ("C-2026/0007", "0007") or title words (stemmed Italian full-text with prefixes), with their
 * client and status. For holders of view_all_projects with the sales module on, as the rest of the CRM; no money.
 */
export const contractSearchProvider: SearchProvider = {
  type: 'contract',
  permission: 'view_all_projects',
  feature: 'sales_module',
  build: (terms) => sql`
    with q as materialized (select to_tsquery('portale_it', ${terms.tsquery}) as query)
    select c.id::text as id, 'contract' as type, c.number || ' · ' || c.title as title,
      concat_ws(' · ', cc.name, case c.status when 'bozza' then 'Bozza' when 'attivo' then 'Attivo'
        when 'concluso' then 'Concluso' else 'Disdetto' end) as description,
      '/app/crm/contracts/' || c.id as path,
      ts_rank(c.search_vector, q.query) * 2
        + case when lower(c.number) like ${containsPattern(terms.text)} then 1 else 0 end as rank
    from sales_contracts c join client_companies cc on cc.id = c.client_company_id, q
    where c.search_vector @@ q.query or lower(c.number) like ${containsPattern(terms.text)}
    order by rank desc
    limit ${terms.limit * CANDIDATES_PER_RESULT}`,
};
