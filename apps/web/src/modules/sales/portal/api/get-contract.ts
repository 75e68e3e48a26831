import type { ClientPortalContract } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { portalKey } from './keys';

export const getPortalContract = (id: string, signal?: AbortSignal) =>
  apiGet<ClientPortalContract>(`/api/client-portal/contracts/${id}`, { signal });

export const portalContractQueryOptions = (id: string) =>
  queryOptions({ queryKey: portalKey('contracts', id), queryFn: ({ signal }) => getPortalContract(id, signal) });

export function usePortalContract(id: string) {
  return useSuspenseQuery(portalContractQueryOptions(id));
}
