import type { Proposal, ProposalCreate, ProposalUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost } from '@/platform/api-client';
import { invalidateKeys, PROPOSAL_VIEWS } from '../../query-keys';

export const createProposal = (body: ProposalCreate) => apiPost<Proposal>('/api/crm/proposals', body);

/** Only the changed fields, with the version the form was loaded with: a newer one answers 409. */
export const updateProposal = (id: string, body: ProposalUpdate) =>
  apiPatch<Proposal>(`/api/crm/proposals/${id}`, body);

export type SaveProposalArgs = { id: null; body: ProposalCreate } | { id: string; body: ProposalUpdate };

/** The create and edit form's save. */
export function useSaveProposal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: SaveProposalArgs) =>
      args.id === null ? createProposal(args.body) : updateProposal(args.id, args.body),
    onSuccess: () => invalidateKeys(queryClient, PROPOSAL_VIEWS),
  });
}
