import type { BillableMilestoneList } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { API, PRE_INVOICES_KEY } from './keys';

/** The contract and every milestone, with its amount and the pre-invoice billing it, if any. */
export const contractMilestones = (contractId: string, signal?: AbortSignal) =>
  apiGet<BillableMilestoneList>(`${API}/sources/contracts/${contractId}/milestones`, { signal });

export const contractMilestonesQueryOptions = (contractId: string) =>
  queryOptions({
    queryKey: [...PRE_INVOICES_KEY, 'sources', 'milestones', contractId],
    queryFn: ({ signal }) => contractMilestones(contractId, signal),
  });

/** Never suspends: the page shows the list once the contract is picked. */
export function useContractMilestones(contractId: string | null) {
  return useQuery({ ...contractMilestonesQueryOptions(contractId ?? ''), enabled: contractId !== null });
}
