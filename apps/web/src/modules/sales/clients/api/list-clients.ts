import type { ClientList, ClientListSearch } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import { CLIENTS_KEY } from './keys';

export const listClients = (query: ClientListSearch, signal?: AbortSignal) =>
  apiGet<ClientList>(`/api/crm/clients${queryString(query)}`, { signal });

export const clientsQueryOptions = (query: ClientListSearch) =>
  queryOptions({ queryKey: [...CLIENTS_KEY, 'list', query], queryFn: ({ signal }) => listClients(query, signal) });

/** The page of clients for the URL's filters; the route loader prefetches it before the page shows. */
export function useClients(query: ClientListSearch) {
  return useSuspenseQuery(clientsQueryOptions(query));
}
