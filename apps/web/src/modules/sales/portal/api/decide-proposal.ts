import type { ClientProposal, ProposalClientAcceptance, ProposalClientRefusal } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { PORTAL_KEY } from './keys';

export const acceptPortalProposal = (id: string, body: ProposalClientAcceptance) =>
  apiPost<ClientProposal>(`/api/client-portal/proposals/${id}/accept`, body);

export const refusePortalProposal = (id: string, body: ProposalClientRefusal) =>
  apiPost<ClientProposal>(`/api/client-portal/proposals/${id}/refuse`, body);

/** A decision changes the proposal, the counts and (once accepted) maybe contracts and projects: refresh them all. */
function useRefreshPortal() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: PORTAL_KEY });
}

export function useAcceptPortalProposal(id: string) {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: (body: ProposalClientAcceptance) => acceptPortalProposal(id, body),
    onSuccess: refresh,
  });
}

export function useRefusePortalProposal(id: string) {
  const refresh = useRefreshPortal();
  return useMutation({
    mutationFn: (body: ProposalClientRefusal) => refusePortalProposal(id, body),
    onSuccess: refresh,
  });
}
