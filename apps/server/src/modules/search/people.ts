import { sql } from 'drizzle-orm';
import type { SearchProvider } from '../../platform/search/search';

/**
 * Colleagues by name, username or e-mail: stemmed Italian full-text with prefixes ("dipend" finds
 * "dipendente") ranked first, then trigram word similarity for typos ("Esposto" finds "Esposito").
 */
export const peopleSearchProvider: SearchProvider = {
  type: 'person',
  permission: 'view_personnel',
  feature: 'personnel_module',
  build: (terms) => sql`
    select u.id::text as id, 'person' as type, u.first_name || ' ' || u.last_name as title,
      u.email as description, '/app/personnel/' || u.id as path,
      ts_rank(to_tsvector('portale_it', u.search_text), to_tsquery('portale_it', ${terms.tsquery})) * 2
        + word_similarity(${terms.text}, u.search_text) as rank
    from users u
    where u.status = 'active'
      and (to_tsvector('portale_it', u.search_text) @@ to_tsquery('portale_it', ${terms.tsquery})
           or ${terms.text} <% u.search_text)
    order by rank desc
    limit ${terms.limit}`,
};
