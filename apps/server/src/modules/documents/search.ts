import {
  cappedPaginationOf,
  DOCUMENT_SEARCH_CANDIDATES,
  type DocumentListQuery,
  type DocumentSearchHit,
  type DocumentSearchQuery,
  type DocumentSearchResults,
  type ExtractionState,
  SNIPPET_MARK_END,
  SNIPPET_MARK_START,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '@/platform/auth/actor';
import { type Db, selectRows } from '@/platform/db/database';
import { prepareTerms, type SearchProvider } from '@/platform/search/search';
import { readableDocumentsSql } from './access';
import { assertReadableFolder, type DocumentRow, listColumns, listFilters, listFrom, toListItem } from './queries';

// Content search of documents (docs/documents.md, "Ricerca"): Italian full-text on the `search` vector (title A,
// tags B, description C, the current version's text D), filtered by access in SQL, with highlighted snippets.

type SearchQuery = z.infer<typeof DocumentSearchQuery>;

/** ts_headline reads at most this much of a version's text (the match may lie further: the snippet then starts it). */
const HEADLINE_TEXT_CHARS = 200_000;
const MARKS = `${SNIPPET_MARK_START}${SNIPPET_MARK_END}`;
const HEADLINE_OPTIONS =
  `StartSel="${SNIPPET_MARK_START}", StopSel="${SNIPPET_MARK_END}", ` +
  'MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "';

/** The text a snippet is cut from, with our markers removed so no document can fake a highlight. */
const plain = (text: SQL) => sql`translate(${text}, ${MARKS}, '')`;

/** The tsquery of the user's words: every word a prefix, accents folded (as global search). */
export function documentTsquery(q: string): string | null {
  return prepareTerms(q, 1)?.tsquery ?? null;
}

function searchFilters(query: SearchQuery): SQL[] {
  // The list's filters, minus its own text and expiry filters.
  return listFilters({ ...query, q: undefined, expiring: false } as DocumentListQuery);
}

/**
 * The most recently changed documents the search first looks through: a word found in enough of them (more than
 * DOCUMENT_SEARCH_CANDIDATES) is common, and its candidates are found there without the full-text index.
 */
const RECENT_WINDOW = 5000;

/**
 * The matching readable documents to rank (`id`, `updated_at`): all of them when there are at most
 * DOCUMENT_SEARCH_CANDIDATES, else that many of the most recently changed, plus one row to tell there are more.
 * A common word ("contratto" in most documents) used to be scored by ts_rank_cd in every document that holds it,
 * and the same rows read again to count them. Now:
 * - `recent` walks documents_live_updated_idx over the RECENT_WINDOW most recent live documents and stops after
 *   the cap: a common word finds its candidates there, in recency order, reading a few thousand rows;
 * - `everywhere`, only when `recent` found too few (a One-Time Filter, not run otherwise), reads every match
 *   through the GIN index and keeps the most recent: few rows for a rare word.
 * The access rule is in both, in SQL.
 */
function candidatesSql(where: SQL): SQL {
  const cap = DOCUMENT_SEARCH_CANDIDATES;
  return sql`recent as materialized (
      select d.id, d.updated_at from (
        select * from documents d where d.deleted_at is null
        order by d.updated_at desc nulls last, d.id limit ${RECENT_WINDOW}
      ) d where ${where}
      limit ${cap + 1}
    ),
    everywhere as materialized (
      select d.id, d.updated_at from documents d
      where ${where} and (select count(*) from recent) <= ${cap}
      order by d.updated_at desc nulls last, d.id limit ${cap + 1}
    ),
    candidates as (
      select * from recent where (select count(*) from recent) > ${cap}
      union all select * from everywhere
    )`;
}

/** `GET /api/documents/search`: readable documents matching the words, best first, with snippets. */
export async function searchDocuments(db: Db, actor: Actor, query: SearchQuery): Promise<DocumentSearchResults> {
  const cap = DOCUMENT_SEARCH_CANDIDATES;
  const empty = { items: [], pagination: cappedPaginationOf(query.page, query.per_page, 0, cap) };
  const tsquery = documentTsquery(query.q);
  if (!tsquery) return empty;
  if (query.folder_id) await assertReadableFolder(db, actor, query.folder_id);
  // A scalar subquery: parsed once per statement (an InitPlan), not once per row it is tested on or ranks.
  const tsq = sql`(select to_tsquery('portale_it', ${tsquery}))`;
  const where = sql.join([sql`d.search @@ ${tsq}`, readableDocumentsSql(actor), ...searchFilters(query)], sql` and `);
  const text = sql`left(coalesce(cv.extracted_text, ''), ${HEADLINE_TEXT_CHARS})`;
  const headline = (source: SQL) => sql`ts_headline('portale_it', ${plain(source)}, ${tsq}, ${HEADLINE_OPTIONS})`;
  // One statement: the candidates (counted: at most cap + 1), the rank of the first `cap` only, the page's ids,
  // then the list's columns and snippets for those rows only. The left join keeps the count on a page past the end;
  // `offset 0` keeps the page a subquery of its own, so its columns are computed after its join with `hit` (pulled
  // up under the outer join, they were computed for every document before it).
  const rows = await selectRows<
    { found: number } & Partial<
      DocumentRow & { rank: number; in_content: boolean; extraction_state: ExtractionState; snippet: string }
    >
  >(
    db,
    sql`with ${candidatesSql(where)},
      scored as (
        select c.id, c.updated_at, ts_rank_cd(d.search, ${tsq}) as rank
        from (select * from candidates order by updated_at desc nulls last, id limit ${cap}) c
        join documents d on d.id = c.id
      ),
      hit as materialized (
        select id, rank from scored order by rank desc, updated_at desc, id
        limit ${query.per_page} offset ${(query.page - 1) * query.per_page}
      )
    select counted.found, page.* from (select count(*)::int as found from candidates) counted
    left join (
      select ranked.*,
        case when ranked.in_content then ${headline(text)}
          when ranked.description <> '' then ${headline(sql`ranked.description`)}
          else ${headline(sql`ranked.title`)} end as snippet
      from (
        select ${listColumns(actor)}, d.description, v.extraction_state, v.id as version_id, hit.rank,
          ts_filter(d.search, '{d}') @@ ${tsq} as in_content
        ${listFrom}
        join hit on hit.id = d.id
      ) ranked join document_versions cv on cv.id = ranked.version_id
      offset 0
    ) page on true
    order by page.rank desc, page.updated_at desc, page.id`,
  );
  const found = rows[0]?.found ?? 0;
  const items: DocumentSearchHit[] = rows
    .filter((row) => row.id !== null && row.id !== undefined)
    .map((row) => {
      const hit = row as DocumentRow & {
        rank: number;
        in_content: boolean;
        extraction_state: ExtractionState;
        snippet: string;
      };
      return {
        ...toListItem(actor, hit),
        snippet: hit.snippet,
        in_content: hit.in_content,
        extraction_state: hit.extraction_state,
        rank: Number(hit.rank),
      };
    });
  return { items, pagination: cappedPaginationOf(query.page, query.per_page, found, cap) };
}

/** Rows ranked per result at most (as the other providers). */
const CANDIDATES_PER_RESULT = 12;

/**
 * Global search (spec §3, type `document`): the readable live documents whose title, tags, description or text
 * match; the path opens the document's page.
 */
export const documentSearchProvider: SearchProvider = {
  type: 'document',
  permission: 'view_documents',
  feature: 'document_manager_module',
  build: (terms, actor) => sql`
    with q as materialized (select to_tsquery('portale_it', ${terms.tsquery}) as query)
    select d.id::text as id, 'document' as type, d.title as title,
      coalesce(f.name, 'Documenti') as description,
      '/app/documents/' || d.id as path,
      ts_rank(d.search, q.query) * 2 as rank
    from documents d left join document_folders f on f.id = d.folder_id, q
    where d.search @@ q.query and ${readableDocumentsSql(actor)}
    order by rank desc
    limit ${terms.limit * CANDIDATES_PER_RESULT}`,
};
