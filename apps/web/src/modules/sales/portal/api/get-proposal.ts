import type { ClientProposal } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { portalKey } from './keys';

export const getPortalProposal = (id: string, signal?: AbortSignal) =>
  apiGet<ClientProposal>(`/api/client-portal/proposals/${id}`, { signal });

export const portalProposalQueryOptions = (id: string) =>
  queryOptions({ queryKey: portalKey('proposals', id), queryFn: ({ signal }) => getPortalProposal(id, signal) });

export function usePortalProposal(id: string) {
  return useSuspenseQuery(portalProposalQueryOptions(id));
}

/** The proposal's PDF, served by the proposals' server to its client (a plain link: the browser downloads it). */
export const portalProposalPdfUrl = (id: string) => `/api/client-portal/proposals/${id}/pdf`;
