import type { Client } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { clientKey } from './keys';

export const getClient = (id: string, signal?: AbortSignal) => apiGet<Client>(`/api/crm/clients/${id}`, { signal });

export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: clientKey(id), queryFn: ({ signal }) => getClient(id, signal) });

export function useClient(id: string) {
  return useSuspenseQuery(clientQueryOptions(id));
}
