import { sql } from 'drizzle-orm';
import type { SearchProvider } from '@/platform/search/search';

/** Rows ranked per query at most: a common surname can match thousands of people, all equally good. */
const CANDIDATES_PER_RESULT = 12;

/**
 * Colleagues by name, username or e-mail (users.search_vector) and by job title, department and skill names
 * (employees.search_vector, kept by SQL triggers on employees, departments, employee_skills and skills):
 * stemmed Italian full-text with prefixes ("dipend" finds "dipendente"); only when that finds fewer than
 * `limit`, trigram word similarity for typos ("Esposto" finds "Esposito", on the name only: usernames and
 * e-mails share too many trigrams). A name match ranks above a job/department/skill match. Client accounts are
 * no colleagues (their personnel page is a 404) and are left out, as are accounts not active.
 *
 * The full-text branches read person_search_words (the lexemes of both vectors, one row per person and lexeme,
 * only for people search may show) from one query word's prefix in B-tree order, check the whole query on the
 * person's own vector, and stop at a bounded candidate set: a common word ("giuseppe", 10,000 people) costs the
 * same as a rare one, where the GIN index built the bitmap of every match first. The driving word is the longest
 * lexeme of the query (the likeliest to be rare); its exact lexeme comes first in byte order, before the longer
 * words it prefixes, so "rossi" reads the Rossi before the Rossini.
 */
export const peopleSearchProvider: SearchProvider = {
  type: 'person',
  permission: 'view_personnel',
  feature: 'personnel_module',
  build: (terms) => {
    const cap = terms.limit * CANDIDATES_PER_RESULT;
    // The tsquery is built once, in the driver row, and read through scalar sub-selects: inline, a prepared
    // statement's generic plan evaluates to_tsquery(parameter) again for every row it checks.
    const query = sql`(select query from driver)`;
    // ts_match_vq rather than @@: the same test, but one the planner cannot turn into a GIN bitmap scan of every
    // match, which it prefers when it sees the tsquery; here it only checks the rows the word list leads to.
    return sql`
      with driver as materialized (
        -- The query's longest word, stemmed as the vectors were (portale_it); chr(1114111), the last code point,
        -- closes its prefix range in byte order.
        select l as word, l || chr(1114111) as upper, to_tsquery('portale_it', ${terms.tsquery}) as query
        from unnest(tsvector_to_array(to_tsvector('portale_it', ${terms.words}))) l
        order by length(l) desc, l
        limit 1
      ), fts as materialized (
        -- The scalar sub-selects (not a join with driver) give the index scan its range; the ORDER BY in the
        -- index's order keeps the planner on it, stopping at the LIMIT, instead of a sequential scan and a sort.
        select u.id, u.first_name, u.last_name, u.email, u.name_text, ts_rank(u.search_vector, ${query}) * 2 as rank
        from person_search_words w
        join users u on u.id = w.user_id
        where w.source = 'name' and w.word ~>=~ (select word from driver) and w.word ~<~ (select upper from driver)
          and u.status = 'active' and u.role <> 'client' and ts_match_vq(u.search_vector, ${query})
        order by w.word using ~<~, w.user_id
        limit ${cap}
      ), work as materialized (
        select u.id, u.first_name, u.last_name, u.email, u.name_text, ts_rank(e.search_vector, ${query}) as rank
        from person_search_words w
        join employees e on e.user_id = w.user_id
        join users u on u.id = w.user_id
        where w.source = 'work' and w.word ~>=~ (select word from driver) and w.word ~<~ (select upper from driver)
          and u.status = 'active' and u.role <> 'client' and ts_match_vq(e.search_vector, ${query})
        order by w.word using ~<~, w.user_id
        limit ${cap}
      ), typo_matches as materialized (
        -- Planned on its own so it reads the trigram index; a CTE runs lazily, so it does not run at all when
        -- the branches above found enough.
        select u.id, u.first_name, u.last_name, u.email, u.name_text, 0::real as rank
        from users u
        where u.status = 'active' and u.role <> 'client' and ${terms.text} <% u.name_text
      ), typos as (
        select * from typo_matches
        where (select count(*) from fts) + (select count(*) from work) < ${terms.limit}
        limit ${cap}
      ), candidates as (
        select * from fts
        union all
        select * from work where id not in (select id from fts)
        union all
        select * from typos where id not in (select id from fts) and id not in (select id from work)
      )
      -- A person reached through two lexemes in the range (a name and a username) is one candidate.
      select c.id::text as id, 'person' as type, c.first_name || ' ' || c.last_name as title, c.email as description,
        '/app/personnel/' || c.id as path, c.rank + word_similarity(${terms.text}, c.name_text) as rank
      from (select distinct on (id) * from candidates) c
      order by rank desc
      limit ${terms.limit}`;
  },
};
