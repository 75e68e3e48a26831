import {
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

/** `GET /api/documents/search`: readable documents matching the words, best first, with snippets. */
export async function searchDocuments(db: Db, actor: Actor, query: SearchQuery): Promise<DocumentSearchResults> {
  const tsquery = documentTsquery(query.q);
  if (!tsquery) return { items: [], pagination: paginationOf(query.page, query.per_page, 0) };
  if (query.folder_id) await assertReadableFolder(db, actor, query.folder_id);
  const tsq = sql`to_tsquery('portale_it', ${tsquery})`;
  const where = sql.join([sql`d.search @@ ${tsq}`, readableDocumentsSql(actor), ...searchFilters(query)], sql` and `);
  const [counted] = await selectRows<{ n: number }>(db, sql`select count(*)::int as n from documents d where ${where}`);
  const total = counted?.n ?? 0;
  if (total === 0) return { items: [], pagination: paginationOf(query.page, query.per_page, 0) };
  const text = sql`left(coalesce(cv.extracted_text, ''), ${HEADLINE_TEXT_CHARS})`;
  const headline = (source: SQL) => sql`ts_headline('portale_it', ${plain(source)}, ${tsq}, ${HEADLINE_OPTIONS})`;
  // The page's ids first (`hit`), from `documents` alone; the list's columns and snippets for those rows only.
  const rows = await selectRows<
    DocumentRow & { rank: number; in_content: boolean; extraction_state: ExtractionState; snippet: string }
  >(
    db,
    sql`select ranked.*,
        case when ranked.in_content then ${headline(text)}
          when ranked.description <> '' then ${headline(sql`ranked.description`)}
          else ${headline(sql`ranked.title`)} end as snippet
      from (
        select ${listColumns(actor)}, d.description, v.extraction_state, v.id as version_id, hit.rank,
          ts_filter(d.search, '{d}') @@ ${tsq} as in_content
        ${listFrom}
        join (
          select d.id, ts_rank_cd(d.search, ${tsq}) as rank from documents d where ${where}
          order by rank desc, d.updated_at desc, d.id
          limit ${query.per_page} offset ${(query.page - 1) * query.per_page}
        ) hit on hit.id = d.id
      ) ranked join document_versions cv on cv.id = ranked.version_id
      order by ranked.rank desc, ranked.updated_at desc, ranked.id`,
  );
  const items: DocumentSearchHit[] = rows.map((row) => ({
    ...toListItem(actor, row),
    snippet: row.snippet,
    in_content: row.in_content,
    extraction_state: row.extraction_state,
    rank: Number(row.rank),
  }));
  return { items, pagination: paginationOf(query.page, query.per_page, total) };
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
