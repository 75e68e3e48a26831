import type { PatternDetail } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { SELF_HEALING_KEY } from './keys';

export const getPattern = (id: string, signal?: AbortSignal) =>
  apiGet<PatternDetail>(`/api/self-healing/patterns/${encodeURIComponent(id)}`, { signal });

export const patternQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...SELF_HEALING_KEY, 'pattern', id], queryFn: ({ signal }) => getPattern(id, signal) });

/** The open drawer's pattern; the route loader prefetches it when the URL names one. */
export function usePattern(id: string) {
  return useSuspenseQuery(patternQueryOptions(id));
}
