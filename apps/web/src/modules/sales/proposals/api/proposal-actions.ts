import type { Proposal, ProposalTransitionBody } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '@/platform/api-client';
import { invalidateKeys, PROPOSAL_VIEWS } from '../../query-keys';
import { proposalKey } from './keys';

export type TransitionInput = Pick<ProposalTransitionBody, 'action' | 'version'> &
  Partial<Omit<ProposalTransitionBody, 'action' | 'version'>>;

/** Send, accept, refuse or reopen, with the version shown (409 when someone changed it meanwhile). */
export const transitionProposal = (id: string, body: TransitionInput) =>
  apiPost<Proposal>(`/api/crm/proposals/${id}/transition`, body);

export type Decision = { action: 'accept' | 'refuse'; decision_name: string | null; refusal_reason: string | null };

/**
 * The client's decision recorded by staff. A proposal still in draft is first marked as sent (the user confirmed
 * it): two transitions, the second with the version the first answered.
 */
export async function decideProposal(
  proposal: Pick<Proposal, 'id' | 'status' | 'version'>,
  decision: Decision,
): Promise<Proposal> {
  let version = proposal.version;
  if (proposal.status === 'bozza')
    version = (await transitionProposal(proposal.id, { action: 'send', version })).version;
  return transitionProposal(proposal.id, { ...decision, version });
}

export const duplicateProposal = (id: string) => apiPost<Proposal>(`/api/crm/proposals/${id}/duplicate`);

export const deleteProposal = (id: string) => apiDelete<unknown>(`/api/crm/proposals/${id}`);

export function useTransitionProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TransitionInput }) => transitionProposal(id, body),
    onSuccess: (proposal) => {
      queryClient.setQueryData(proposalKey(proposal.id), proposal);
      return invalidateKeys(queryClient, PROPOSAL_VIEWS);
    },
  });
}

export function useDecideProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      proposal,
      decision,
    }: {
      proposal: Pick<Proposal, 'id' | 'status' | 'version'>;
      decision: Decision;
    }) => decideProposal(proposal, decision),
    onSuccess: (proposal) => {
      queryClient.setQueryData(proposalKey(proposal.id), proposal);
      return invalidateKeys(queryClient, PROPOSAL_VIEWS);
    },
    // A draft sent before the decision failed is sent all the same: every view shows what the server holds.
    onError: () => invalidateKeys(queryClient, PROPOSAL_VIEWS),
  });
}

export function useDuplicateProposal() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: duplicateProposal, onSuccess: () => invalidateKeys(queryClient, PROPOSAL_VIEWS) });
}

export function useDeleteProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProposal,
    // Marked stale, not refetched: the page of the deleted proposal is still on screen until it navigates away,
    // and would otherwise ask for it again and flash "not found".
    onSuccess: () =>
      Promise.all(PROPOSAL_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey, refetchType: 'none' }))),
  });
}
