import { SEARCH_RESULT_LIMIT, SEARCH_RESULT_TYPES, type SearchResult, type SearchResultType } from '@portale/shared';

export type ResultGroup = { type: SearchResultType; items: SearchResult[] };

/** At most 8 results (spec §9), grouped by type in a fixed order, keeping the server's ranking inside a group. */
export function groupResults(results: readonly SearchResult[]): ResultGroup[] {
  const kept = results.slice(0, SEARCH_RESULT_LIMIT);
  return SEARCH_RESULT_TYPES.map((type) => ({ type, items: kept.filter((r) => r.type === type) })).filter(
    (group) => group.items.length > 0,
  );
}
