import type { DraftList, DraftModuleKey } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { DRAFTS_KEY } from '@/platform/drafts/api/keys';

export type DraftsQuery = { module?: DraftModuleKey; page: number; per_page: number };

export function listDrafts(query: DraftsQuery, signal?: AbortSignal) {
  const params = new URLSearchParams({ page: String(query.page), per_page: String(query.per_page) });
  if (query.module) params.set('module', query.module);
  return apiGet<DraftList>(`/api/drafts?${params}`, { signal });
}

export const draftsQueryOptions = (query: DraftsQuery) =>
  queryOptions({ queryKey: [...DRAFTS_KEY, 'list', query], queryFn: ({ signal }) => listDrafts(query, signal) });

export function useDrafts(query: DraftsQuery) {
  return useSuspenseQuery(draftsQueryOptions(query));
}
