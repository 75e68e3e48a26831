import {
  cappedPaginationOf,
  DOCUMENT_SEARCH_CANDIDATES,
  type DocumentListQuery,
  type DocumentSearchHit,
  type DocumentSearchQuery,
  type DocumentSearchResults,
  type ExtractionState,
  paginationOf,
  SNIPPET_MARK_END,
  SNIPPET_MARK_START,
} from '@portale/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Actor } from '@/platform/auth/actor';
import type { Database } from '@/platform/db/database';
import { selectPrepared } from '@/platform/db/prepared';
import type { SearchProvider } from '@/platform/search/search';
import { readableDocumentsSql } from './access';
import { assertReadableFolder, type DocumentRow, listColumns, listFilters, listFrom, toListItem } from './queries';
import { documentQuery } from './search-words';

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

function searchFilters(query: SearchQuery): SQL[] {
  // The list's filters, minus its own text and expiry filters.
  return listFilters({ ...query, q: undefined, expiring: false } as DocumentListQuery);
}

/** The most recently changed live documents a common word's candidates are taken from. */
const RECENT_WINDOW = 5000;
/** The first of them, looked through to tell a common word from a rarer one. */
const PROBE = 1000;
/** Readable matches among the PROBE most recent documents from which a word counts as common (one in ten). */
const COMMON = 100;

const raw = (n: number) => sql.raw(String(n));

/**
 * The matching readable documents to rank (`id`, `updated_at`, `search`), at most DOCUMENT_SEARCH_CANDIDATES plus
 * one to tell there are more, and `windowed`: whether they were looked for among the most recent documents only.
 * - `probe` walks documents_live_updated_idx over the PROBE most recent live documents and keeps the readable
 *   matches;
 * - a common word (at least COMMON of them) is looked for further along the same walk, `rest`, up to the
 *   RECENT_WINDOW most recent documents: its candidates are there, most recent first, a few thousand rows read;
 * - a rarer one, `everywhere`, reads every match through the GIN index and keeps the most recent: few rows.
 * Only one of the two runs (One-Time Filters on the probe's count). The access rule is in each, in SQL.
 */
function candidatesSql(where: SQL, cap: number): SQL {
  const walk = (offset: number, limit: number) => sql`(
      select * from documents d where d.deleted_at is null
      order by d.updated_at desc nulls last, d.id offset ${raw(offset)} limit ${raw(limit)}
    )`;
  const common = sql`(select count(*) from probe) >= ${raw(COMMON)}`;
  const window = RECENT_WINDOW - PROBE;
  // `rest` also keeps the first document past the window, matching or not (`beyond`), to tell whether older
  // documents were left out; its LIMIT leaves room for it after the matches still wanted.
  return sql`probe as materialized (
      select d.id, d.updated_at, d.search from ${walk(0, PROBE)} d where ${where}
    ),
    rest as materialized (
      select d.id, d.updated_at, d.search, d.position > ${raw(window)} as beyond from (
        select w.*, row_number() over () as position from ${walk(PROBE, window + 1)} w
      ) d
      where ${common} and (d.position > ${raw(window)} or ${where})
      limit greatest(${raw(cap + 2)} - (select count(*) from probe), 0)
    ),
    everywhere as materialized (
      select d.id, d.updated_at, d.search from documents d
      where not ${common} and ${where}
      order by d.updated_at desc nulls last, d.id limit ${raw(cap + 1)}
    ),
    candidates as (
      select * from probe where ${common}
      union all select id, updated_at, search from rest where not beyond
      union all select * from everywhere
    )`;
}

/**
 * Whether the candidates were looked for among the RECENT_WINDOW most recent documents only while older ones
 * exist (a common word): then older matches may have been left out, and the count says "more than".
 */
const windowedSql = sql`exists (select 1 from rest where beyond)`;

/** `GET /api/documents/search`: readable documents matching the words, best first, with snippets. */
export async function searchDocuments(
  database: Database,
  actor: Actor,
  query: SearchQuery,
): Promise<DocumentSearchResults> {
  const cap = DOCUMENT_SEARCH_CANDIDATES;
  const empty = { items: [], pagination: cappedPaginationOf(query.page, query.per_page, 0, cap) };
  if (query.folder_id) await assertReadableFolder(database, actor, query.folder_id);
  const words = await documentQuery(database, query.q);
  if (!words || 'none' in words) return empty;
  // A scalar subquery: parsed once per statement (an InitPlan), not once per row it is tested on or ranks.
  const tsq = sql`(select ${words.tsquery}::tsquery)`;
  const where = sql.join([sql`d.search @@ ${tsq}`, readableDocumentsSql(actor), ...searchFilters(query)], sql` and `);
  const text = sql`left(coalesce(cv.extracted_text, ''), ${HEADLINE_TEXT_CHARS})`;
  const headline = (source: SQL) => sql`ts_headline('portale_it', ${plain(source)}, ${tsq}, ${HEADLINE_OPTIONS})`;
  // One statement: the candidates (counted: at most cap + 1), the rank of the first `cap` only, the page's ids,
  // then the list's columns and snippets for those rows only. The left join keeps the count on a page past the end;
  // `offset 0` keeps the page a subquery of its own, so its columns are computed after its join with `hit` (pulled
  // up under the outer join, they were computed for every document before it).
  const rows = await selectPrepared<
    { found: number; windowed: boolean } & Partial<
      DocumentRow & { rank: number; in_content: boolean; extraction_state: ExtractionState; snippet: string }
    >
  >(
    database,
    'documents_search',
    sql`with ${candidatesSql(where, cap)},
      scored as (
        select c.id, c.updated_at, ts_rank(c.search, ${tsq}) as rank
        from (select * from candidates order by updated_at desc nulls last, id limit ${raw(cap)}) c
      ),
      hit as materialized (
        select id, rank from scored order by rank desc, updated_at desc, id
        limit ${query.per_page} offset ${(query.page - 1) * query.per_page}
      )
    select counted.found, counted.windowed, page.* from (
      select count(*)::int as found, ${windowedSql} as windowed from candidates
    ) counted
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
  const windowed = rows[0]?.windowed ?? false;
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
  // Found among the most recent documents only: there may be more matches among the older ones.
  const capped = found > cap || windowed;
  return {
    items,
    pagination: { ...paginationOf(query.page, query.per_page, Math.min(found, cap)), total_capped: capped },
  };
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
