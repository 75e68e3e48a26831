import type { DocumentList, DocumentListQuery } from '@portale/shared';
import { keepPreviousData, queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { DOCUMENT_LISTS_KEY } from './keys';

export type DocumentsQuery = Partial<DocumentListQuery>;

/** The query string of `GET /api/documents`, without the unset fields (the server has the defaults). */
export function documentsQueryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '' && value !== false) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const listDocuments = (query: DocumentsQuery, signal?: AbortSignal) =>
  apiGet<DocumentList>(`/api/documents${documentsQueryString(query)}`, { signal });

export const documentsQueryOptions = (query: DocumentsQuery) =>
  queryOptions({
    queryKey: [...DOCUMENT_LISTS_KEY, query],
    queryFn: ({ signal }) => listDocuments(query, signal),
    placeholderData: keepPreviousData,
    // Thumbnails are drawn after the upload: ask again until those of this page are there.
    refetchInterval: (query) => (query.state.data?.items.some((item) => item.thumbnail_pending) ? 3000 : false),
  });

/** A page of documents, prefetched by the route loader. */
export function useDocuments(query: DocumentsQuery) {
  return useSuspenseQuery(documentsQueryOptions(query));
}
