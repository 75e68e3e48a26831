import type { DocumentSearchQuery, DocumentSearchResults } from '@portale/shared';
import { keepPreviousData, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { DOCUMENTS_KEY } from './keys';
import { documentsQueryString } from './list-documents';

export const searchDocuments = (query: DocumentSearchQuery, signal?: AbortSignal) =>
  apiGet<DocumentSearchResults>(`/api/documents/search${documentsQueryString(query)}`, { signal });

export const searchQueryOptions = (query: DocumentSearchQuery) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, 'search', query],
    queryFn: ({ signal }) => searchDocuments(query, signal),
    placeholderData: keepPreviousData,
  });

/** `GET /api/documents/search`: ranked hits with highlighted snippets, prefetched by the route loader. */
export function useSearchDocuments(query: DocumentSearchQuery) {
  return useSuspenseQuery(searchQueryOptions(query));
}
