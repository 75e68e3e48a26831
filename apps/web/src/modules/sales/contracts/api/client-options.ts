import type { ClientList, ClientProjects } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString, SALES_KEYS } from '../../query-keys';

// What the contract's pickers offer: clients matching what is typed (the form), a client's projects (the links).

export const searchClients = (q: string, signal?: AbortSignal) =>
  apiGet<ClientList>(`/api/crm/clients${queryString({ q, per_page: 8, sort: 'name' })}`, { signal });

export const clientChoicesQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...SALES_KEYS.clients, 'choices', q],
    queryFn: ({ signal }) => searchClients(q, signal),
    staleTime: 30_000,
  });

/** Live clients whose name, partita IVA or comune matches; asked for once something is typed. */
export function useClientChoices(q: string) {
  return useQuery({ ...clientChoicesQueryOptions(q), enabled: q.length > 0, placeholderData: keepPreviousData });
}

export const getClientProjects = (clientId: string, signal?: AbortSignal) =>
  apiGet<ClientProjects>(`/api/crm/clients/${clientId}/projects`, { signal });

/** The client's projects (through the projects bridge), for linking one to the contract; never suspends. */
export function useClientProjects(clientId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...SALES_KEYS.clients, 'detail', clientId, 'projects'],
    queryFn: ({ signal }) => getClientProjects(clientId, signal),
    enabled,
  });
}
