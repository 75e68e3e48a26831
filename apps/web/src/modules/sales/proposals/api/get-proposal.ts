import type { Proposal } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { proposalKey } from './keys';

export const getProposal = (id: string, signal?: AbortSignal) =>
  apiGet<Proposal>(`/api/crm/proposals/${id}`, { signal });

export const proposalQueryOptions = (id: string) =>
  queryOptions({ queryKey: proposalKey(id), queryFn: ({ signal }) => getProposal(id, signal) });

export function useProposal(id: string) {
  return useSuspenseQuery(proposalQueryOptions(id));
}

/** A plain GET the browser downloads itself (the session cookie goes along): the PDF on the company letterhead. */
export const proposalPdfUrl = (id: string) => `/api/crm/proposals/${id}/pdf`;
