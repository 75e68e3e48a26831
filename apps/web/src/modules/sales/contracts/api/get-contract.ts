import type { Contract } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { contractKey } from './keys';

export const getContract = (id: string, signal?: AbortSignal) =>
  apiGet<Contract>(`/api/crm/contracts/${id}`, { signal });

export const contractQueryOptions = (id: string) =>
  queryOptions({ queryKey: contractKey(id), queryFn: ({ signal }) => getContract(id, signal) });

export function useContract(id: string) {
  return useSuspenseQuery(contractQueryOptions(id));
}
