import type { DocumentOwnerList } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { DOCUMENTS_KEY } from './keys';

export const listOwners = (q: string, id: string | undefined, signal?: AbortSignal) => {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (id) params.set('id', id);
  return apiGet<DocumentOwnerList>(`/api/documents/owners?${params}`, { signal });
};

export const ownersQueryOptions = (q: string, id: string | undefined) =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, 'owners', q, id ?? null],
    queryFn: ({ signal }) => listOwners(q, id, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** The people who own documents the user may read, by a few letters of their name; `id` (the filter's) first. */
export function useOwners(q: string, id: string | undefined, enabled = true) {
  return useQuery({ ...ownersQueryOptions(q, id), enabled });
}
