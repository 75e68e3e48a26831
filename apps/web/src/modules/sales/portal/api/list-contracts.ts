import type { ClientPortalContractList } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { portalKey } from './keys';

export const listPortalContracts = (signal?: AbortSignal) =>
  apiGet<ClientPortalContractList>('/api/client-portal/contracts', { signal });

export const portalContractsQueryOptions = () =>
  queryOptions({ queryKey: portalKey('contracts'), queryFn: ({ signal }) => listPortalContracts(signal) });

export function usePortalContracts() {
  return useSuspenseQuery(portalContractsQueryOptions());
}
