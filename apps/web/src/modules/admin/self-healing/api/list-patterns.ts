import type { ErrorSeverity, PATTERN_SORTS, PatternList, PatternStatus } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { SELF_HEALING_KEY } from './keys';
import { toQueryString } from './query-string';

export type PatternsQuery = {
  page?: number;
  per_page?: number;
  severity?: ErrorSeverity;
  error_type?: string;
  status?: PatternStatus;
  search?: string;
  sort?: (typeof PATTERN_SORTS)[number];
};

export const listPatterns = (query: PatternsQuery, signal?: AbortSignal) =>
  apiGet<PatternList>(`/api/self-healing/patterns${toQueryString(query)}`, { signal });

export const patternsQueryOptions = (query: PatternsQuery) =>
  queryOptions({
    queryKey: [...SELF_HEALING_KEY, 'patterns', query],
    queryFn: ({ signal }) => listPatterns(query, signal),
  });

/** A page of patterns; the route loader prefetches it before the page shows. */
export function usePatterns(query: PatternsQuery) {
  return useSuspenseQuery(patternsQueryOptions(query));
}
