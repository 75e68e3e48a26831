import type { Proposal } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

export const getProposal = (id: string, signal?: AbortSignal) =>
  apiGet<Proposal>(`/api/crm/proposals/${id}`, { signal });

export const proposalQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['sales', 'proposals', 'detail', id],
    queryFn: ({ signal }) => getProposal(id, signal),
    retry: false,
  });

/** The accepted proposal a new contract starts from (`?proposal=`): client and title are taken from it. */
export function useProposal(id: string | undefined) {
  return useQuery({ ...proposalQueryOptions(id ?? ''), enabled: Boolean(id) });
}
