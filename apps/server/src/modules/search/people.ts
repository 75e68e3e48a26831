import { sql } from 'drizzle-orm';
import type { SearchProvider } from '@/platform/search/search';

/** Rows ranked per query at most: a common surname can match thousands of people, all equally good. */
const CANDIDATES_PER_RESULT = 12;

/**
 * Colleagues by name, username or e-mail (users.search_vector) and by job title, department and skill names
 * (employees.search_vector, kept by SQL triggers on employees, departments, employee_skills and skills):
 * stemmed Italian full-text with prefixes ("dipend" finds "dipendente"); only when that finds fewer than
 * `limit`, trigram word similarity for typos ("Esposto" finds "Esposito", on the name only: usernames and
 * e-mails share too many trigrams). Each branch reads its own GIN index and stops at a bounded candidate set,
 * which is then ranked; a name match ranks above a job/department/skill match. Client accounts are no colleagues
 * (their personnel page is a 404) and are left out.
 */
export const peopleSearchProvider: SearchProvider = {
  type: 'person',
  permission: 'view_personnel',
  feature: 'personnel_module',
  build: (terms) => {
    const cap = terms.limit * CANDIDATES_PER_RESULT;
    // to_tsquery over constants is folded once at planning; keeping it inline (not in a CTE) lets the planner
    // see the query and use the GIN index: hidden behind a CTE it scanned every user on the embedded database.
    const query = sql`to_tsquery('portale_it', ${terms.tsquery})`;
    return sql`
      with fts_matches as materialized (
        -- Each branch's matches are planned on their own, for all their rows, so they read the GIN index: under
        -- the LIMIT the planner expects to find enough rows early in a sequential scan (or walks a primary key),
        -- and for a rare term or a typo reads all 200,000 rows. A CTE runs lazily: only the rows the LIMIT below
        -- pulls are fetched and ranked, and a branch nobody pulls from (typos, mostly) does not run at all.
        select u.id, u.first_name, u.last_name, u.email, u.name_text, ts_rank(u.search_vector, ${query}) * 2 as rank
        from users u
        where u.status = 'active' and u.role <> 'client' and u.search_vector @@ ${query}
      ), fts as (
        select * from fts_matches limit ${cap}
      ), work_matches as materialized (
        select e.user_id, ts_rank(e.search_vector, ${query}) as rank
        from employees e
        where e.search_vector @@ ${query}
      ), work as (
        select u.id, u.first_name, u.last_name, u.email, u.name_text, w.rank
        from work_matches w
        join users u on u.id = w.user_id
        where u.status = 'active' and u.role <> 'client'
        limit ${cap}
      ), typo_matches as materialized (
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
      select c.id::text as id, 'person' as type, c.first_name || ' ' || c.last_name as title, c.email as description,
        '/app/personnel/' || c.id as path, c.rank + word_similarity(${terms.text}, c.name_text) as rank
      from candidates c
      order by rank desc
      limit ${terms.limit}`;
  },
};
