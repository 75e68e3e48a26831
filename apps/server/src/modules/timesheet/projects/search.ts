import { sql } from 'drizzle-orm';
import { containsPattern, prefixPattern } from '@/platform/db/like';
import type { SearchProvider } from '@/platform/search/search';
import { visibleProjectSql } from './access';

/** Rows ranked per query at most (as the people provider). */
const CANDIDATES_PER_RESULT = 12;

/**
 * Projects by code, name or client: stemmed Italian full-text with prefixes, plus a code prefix ("ECOM").
 * Only projects the actor may open: everything with view_all_projects, otherwise their own (in the SQL).
 */
export const projectSearchProvider: SearchProvider = {
  type: 'project',
  permission: ['view_all_projects', 'manage_timesheets'],
  feature: 'timesheet_module',
  build: (terms, actor) => {
    // Codes and names with punctuation ("e-commerce", "ECOM-B2B") also match as plain text: the project list is
    // small enough (hundreds) for a scan, and the full-text index still ranks the words.
    const like = containsPattern(terms.text);
    return sql`
    with q as materialized (select to_tsquery('portale_it', ${terms.tsquery}) as query)
    select p.id::text as id, 'project' as type, p.code || ' · ' || p.name as title,
      case when p.client_name = '' then 'Progetto interno' else p.client_name end as description,
      '/app/projects/' || p.id as path,
      ts_rank(p.search_vector, q.query) * 2
        + case when lower(p.code) like ${prefixPattern(terms.text)} then 1 else 0 end as rank
    from projects p, q
    where p.deleted_at is null and ${visibleProjectSql(actor)}
      and (p.search_vector @@ q.query
        or p.search_text like ${like})
    order by rank desc
    limit ${terms.limit * CANDIDATES_PER_RESULT}`;
  },
};

/** Tasks by title, in the projects the actor may open; the link opens the task on the project's page. */
export const taskSearchProvider: SearchProvider = {
  type: 'task',
  permission: ['view_all_projects', 'manage_timesheets'],
  feature: 'timesheet_module',
  build: (terms, actor) => sql`
    with q as materialized (select to_tsquery('portale_it', ${terms.tsquery}) as query)
    select t.id::text as id, 'task' as type, t.title as title, p.code || ' · ' || p.name as description,
      '/app/projects/' || p.id || '?tab=task&task=' || t.id as path,
      ts_rank(t.search_vector, q.query) * 2 as rank
    from project_tasks t join projects p on p.id = t.project_id, q
    where t.deleted_at is null and p.deleted_at is null and ${visibleProjectSql(actor)}
      and t.search_vector @@ q.query
    order by rank desc
    limit ${terms.limit * CANDIDATES_PER_RESULT}`,
};
