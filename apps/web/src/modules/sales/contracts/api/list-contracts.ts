import type { ContractList, ContractListSearch } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import { CONTRACTS_KEY } from './keys';

export const listContracts = (query: ContractListSearch, signal?: AbortSignal) =>
  apiGet<ContractList>(`/api/crm/contracts${queryString(query)}`, { signal });

export const contractsQueryOptions = (query: ContractListSearch) =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, 'list', query],
    queryFn: ({ signal }) => listContracts(query, signal),
  });

/** The page of contracts for the URL's filters; the route loader prefetches it before the page shows. */
export function useContracts(query: ContractListSearch) {
  return useSuspenseQuery(contractsQueryOptions(query));
}
