import type { ClientFilterOptions } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { CLIENTS_KEY } from './keys';

export const getClientFilterOptions = (signal?: AbortSignal) =>
  apiGet<ClientFilterOptions>('/api/crm/clients/filters', { signal });

export const clientFilterOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...CLIENTS_KEY, 'filter-options'],
    queryFn: ({ signal }) => getClientFilterOptions(signal),
    staleTime: 60_000,
  });

/** Tags and owners in use (the list's filters) and who may own a client (the form); never suspends. */
export function useClientFilterOptions() {
  return useQuery(clientFilterOptionsQueryOptions());
}
