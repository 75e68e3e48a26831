import { sql } from 'drizzle-orm';
import type { SearchProvider } from '@/platform/search/search';
import { readable } from './audience';

const CANDIDATES_PER_RESULT = 6;

/**
 * News by the words of the title, the summary or the text (Italian stemming, prefixes), only those the actor may
 * read: published in the actor's audience, and every item for a publisher.
 */
export const newsSearchProvider: SearchProvider = {
  type: 'news',
  permission: 'view_communications',
  feature: 'communications_module',
  build: (terms, actor) => sql`
    select n.id::text as id, 'news' as type, n.title,
      concat_ws(' · ', case n.status when 'bozza' then 'Bozza' when 'programmata' then 'Programmata' else 'Notizia' end,
        nullif(n.summary, '')) as description,
      '/app/communications/news/' || n.id as path,
      (ts_rank(n.search_vector, to_tsquery('portale_it', ${terms.tsquery})) * 2)::real as rank
    from news_items n
    where n.search_vector @@ to_tsquery('portale_it', ${terms.tsquery}) and ${readable(actor)}
    order by rank desc, n.published_at desc nulls last
    limit ${terms.limit * CANDIDATES_PER_RESULT}`,
};
