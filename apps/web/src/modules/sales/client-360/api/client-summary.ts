import type { ClientSummary } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { client360Key } from './keys';

export const getClientSummary = (id: string, signal?: AbortSignal) =>
  apiGet<ClientSummary>(`/api/crm/clients/${id}/summary`, { signal });

export const clientSummaryQueryOptions = (id: string) =>
  queryOptions({ queryKey: client360Key(id, 'summary'), queryFn: ({ signal }) => getClientSummary(id, signal) });

export function useClientSummary(id: string) {
  return useSuspenseQuery(clientSummaryQueryOptions(id));
}
