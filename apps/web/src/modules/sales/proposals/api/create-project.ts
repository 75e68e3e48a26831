import type { ProjectPerson, Proposal, ProposalProjectCreate } from '@portale/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/platform/api-client';
import { invalidateKeys, PROPOSAL_VIEWS } from '../../query-keys';
import { proposalKey } from './keys';

/** `POST /api/crm/proposals/:id/project`: the project of an accepted proposal; the answer is the proposal with it. */
export const createProposalProject = (id: string, body: ProposalProjectCreate) =>
  apiPost<Proposal>(`/api/crm/proposals/${id}/project`, body);

export function useCreateProposalProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProposalProjectCreate }) => createProposalProject(id, body),
    onSuccess: (proposal) => {
      queryClient.setQueryData(proposalKey(proposal.id), proposal);
      return invalidateKeys(queryClient, PROPOSAL_VIEWS);
    },
  });
}

/** Active colleagues who may manage the project (the projects API's own list; edit_project). */
export const projectManagersQueryOptions = () =>
  queryOptions({
    queryKey: ['sales', 'project-managers'],
    queryFn: ({ signal }) => apiGet<ProjectPerson[]>('/api/projects/people', { signal }),
    staleTime: 5 * 60_000,
  });

export const useProjectManagers = (enabled: boolean) => useQuery({ ...projectManagersQueryOptions(), enabled });
