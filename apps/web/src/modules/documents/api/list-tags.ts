import type { DocumentTag } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { TAGS_KEY } from './keys';

export const listTags = (signal?: AbortSignal) => apiGet<{ items: DocumentTag[] }>('/api/document-tags', { signal });

export const tagsQueryOptions = () =>
  queryOptions({ queryKey: TAGS_KEY, queryFn: ({ signal }) => listTags(signal), staleTime: 60_000 });

/** The tags of the documents the user may read, for the filters and the bulk tagging. */
export function useTags() {
  return useQuery(tagsQueryOptions());
}
