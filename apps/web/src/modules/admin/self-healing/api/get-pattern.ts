import type { PatternDetail } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { SELF_HEALING_KEY } from './keys';

export const getPattern = (id: string, signal?: AbortSignal) =>
  apiGet<PatternDetail>(`/api/self-healing/patterns/${encodeURIComponent(id)}`, { signal });

export const patternQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...SELF_HEALING_KEY, 'pattern', id], queryFn: ({ signal }) => getPattern(id, signal) });

export function usePattern(id: string | undefined) {
  return useQuery({ ...patternQueryOptions(id ?? ''), enabled: Boolean(id) });
}
