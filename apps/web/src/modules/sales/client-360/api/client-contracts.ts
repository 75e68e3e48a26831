import type { ContractList } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import { client360Key, TAB_ROWS } from './keys';

/** The client's latest contracts, from the contracts list filtered by `client_id`. */
export const getClientContracts = (id: string, signal?: AbortSignal) =>
  apiGet<ContractList>(`/api/crm/contracts${queryString({ client_id: id, sort: '-number', per_page: TAB_ROWS })}`, {
    signal,
  });

export const clientContractsQueryOptions = (id: string) =>
  queryOptions({ queryKey: client360Key(id, 'contracts'), queryFn: ({ signal }) => getClientContracts(id, signal) });

export function useClientContracts(id: string) {
  return useSuspenseQuery(clientContractsQueryOptions(id));
}
