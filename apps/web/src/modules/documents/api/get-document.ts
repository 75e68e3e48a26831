import type { DocumentDetail } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { documentKey } from './keys';

export const getDocument = (id: string, signal?: AbortSignal) =>
  apiGet<DocumentDetail>(`/api/documents/${id}`, { signal });

export const documentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: documentKey(id),
    queryFn: ({ signal }) => getDocument(id, signal),
    // The extraction runs in the background: ask again while a version's text is still being read, or its
    // thumbnail drawn.
    refetchInterval: (query) =>
      query.state.data?.thumbnail_pending ||
      query.state.data?.versions.some((v) => v.extraction_state === 'pending' || v.extraction_state === 'running')
        ? 3000
        : false,
  });

/** The document of the page, prefetched by its route loader. */
export function useDocument(id: string) {
  return useSuspenseQuery(documentQueryOptions(id));
}

/** Where the browser downloads a version (the current one without `version`); `inline` for the preview. */
export function downloadUrl(id: string, options: { version?: number; inline?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (options.version) params.set('version', String(options.version));
  if (options.inline) params.set('inline', 'true');
  const text = params.toString();
  return `/api/documents/${id}/download${text ? `?${text}` : ''}`;
}
