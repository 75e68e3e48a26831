import { SEARCH_RESULT_LIMIT, SearchResult } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '@/platform/api-client';

const SearchResults = z.array(SearchResult);

/** Spec §7: q and limit=8; the answer is checked, so a malformed one counts as a failure. */
export async function searchPortal(q: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const params = new URLSearchParams({ q, limit: String(SEARCH_RESULT_LIMIT) });
  return SearchResults.parse(await apiGet<unknown>(`/api/search?${params}`, { signal }));
}

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['search', q],
    queryFn: ({ signal }) => searchPortal(q, signal),
    staleTime: 30_000,
    // A failing search says so at once (spec §8) instead of retrying behind a spinner.
    retry: false,
  });

/** Spec §5: only a non-empty (trimmed) text is searched; earlier results stay while the next ones load. */
export function useSearch(q: string) {
  return useQuery({ ...searchQueryOptions(q), enabled: q !== '', placeholderData: keepPreviousData });
}
