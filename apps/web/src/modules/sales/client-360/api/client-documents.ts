import type { DocumentList } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import { client360Key, TAB_ROWS } from './keys';

/** Documents shared with the client company (a grant to it, their own or their folder's) that the user may read. */
export const getClientDocuments = (id: string, signal?: AbortSignal) =>
  apiGet<DocumentList>(
    `/api/documents${queryString({ shared_with_client: id, sort: '-updated_at', per_page: TAB_ROWS })}`,
    { signal },
  );

export const clientDocumentsQueryOptions = (id: string) =>
  queryOptions({ queryKey: client360Key(id, 'documents'), queryFn: ({ signal }) => getClientDocuments(id, signal) });

export function useClientDocuments(id: string) {
  return useSuspenseQuery(clientDocumentsQueryOptions(id));
}
