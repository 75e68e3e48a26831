import { sql } from 'drizzle-orm';
import type { Database } from '@/platform/db/database';
import { selectPrepared } from '@/platform/db/prepared';
import { prepareTerms } from '@/platform/search/search';

// Content search's words (docs/documents.md, "Search"): every word of the query is a prefix ("contratt" finds
// "contratto", "contrattuale"). The GIN index finds a prefix by collecting every lexeme under it into a bitmap,
// several times slower than looking up exact lexemes, so each word is turned into the lexemes of the archive it
// stands for, read from document_search_words (every lexeme of every document's vector, kept by triggers).

/** A word standing for more lexemes than this ("co") stays a prefix: the index reads it as before. */
const MAX_LEXEMES_PER_WORD = 64;

/** The query's tsquery text, ready for `::tsquery` (lexemes as they are, not stemmed again), or `none`. */
export type DocumentQuery = { tsquery: string } | { none: true };

/** A lexeme quoted for the tsquery input syntax. */
const quoted = (lexeme: string) => `'${lexeme.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;

/**
 * The tsquery of the user's words: every word, stemmed as the vectors are (`portale_it`), becomes the OR of the
 * archive's lexemes it prefixes; a word that prefixes none makes the whole query match nothing (`none`, so no
 * statement runs), one that prefixes too many stays a prefix (`'co':*`). A stop word is left out, as `to_tsquery`
 * does. Null when the query has no words.
 */
export async function documentQuery(database: Database, q: string): Promise<DocumentQuery | null> {
  const terms = prepareTerms(q, 1);
  if (!terms) return null;
  const rows = await selectPrepared<{ lexemes: string[]; words: string[] | null }>(
    database,
    'documents_words',
    sql`select l.lexemes, case when cardinality(l.lexemes) = 1 then array(
        select s.word from document_search_words s
        where s.word ~>=~ l.lexemes[1] and s.word ~<~ (l.lexemes[1] || chr(1114111))
        order by s.word using ~<~ limit ${sql.raw(String(MAX_LEXEMES_PER_WORD + 1))}
      ) end as words
      from regexp_split_to_table(${terms.words}, ' ') with ordinality as w(word, i)
      cross join lateral (select tsvector_to_array(to_tsvector('portale_it', w.word)) as lexemes) l
      order by w.i`,
  );
  const parts: string[] = [];
  for (const { lexemes, words } of rows) {
    if (lexemes.length === 0) continue; // a stop word
    // A word the parser splits in two: the query as to_tsquery reads it, prefixes and all.
    if (lexemes.length > 1 || !words) return { tsquery: await plainQuery(database, terms.tsquery) };
    if (words.length === 0) return { none: true };
    parts.push(words.length > MAX_LEXEMES_PER_WORD ? `${quoted(lexemes[0]!)}:*` : `(${words.map(quoted).join(' | ')})`);
  }
  if (parts.length === 0) return { none: true };
  return { tsquery: parts.join(' & ') };
}

/** The prefix tsquery as `to_tsquery('portale_it', …)` reads it, as text. */
async function plainQuery(database: Database, tsquery: string): Promise<string> {
  const [row] = await selectPrepared<{ query: string }>(
    database,
    'documents_words_plain',
    sql`select to_tsquery('portale_it', ${tsquery})::text as query`,
  );
  return row?.query ?? '';
}
