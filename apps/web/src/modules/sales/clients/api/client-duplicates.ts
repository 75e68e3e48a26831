import type { ClientDuplicates, ClientDuplicatesQuery } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import { CLIENTS_KEY } from './keys';

export const findClientDuplicates = (query: ClientDuplicatesQuery, signal?: AbortSignal) =>
  apiGet<ClientDuplicates>(`/api/crm/clients/duplicates${queryString(query)}`, { signal });

export const clientDuplicatesQueryOptions = (query: ClientDuplicatesQuery) =>
  queryOptions({
    queryKey: [...CLIENTS_KEY, 'duplicates', query],
    queryFn: ({ signal }) => findClientDuplicates(query, signal),
    staleTime: 30_000,
  });

/**
 * Existing clients that look like the one being typed (same partita IVA or codice fiscale, similar name), asked
 * for once the form has something to compare; the last answer stays while the next is on its way.
 */
export function useClientDuplicates(query: ClientDuplicatesQuery | null) {
  return useQuery({
    ...clientDuplicatesQueryOptions(query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
