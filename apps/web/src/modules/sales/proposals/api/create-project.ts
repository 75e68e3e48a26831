import type { ProjectPerson, Proposal } from '@portale/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPost } from '@/platform/api-client';
import { invalidateKeys, PROPOSAL_VIEWS } from '../../query-keys';
import { getProposal } from './get-proposal';
import { proposalKey } from './keys';

/** `POST /api/crm/proposals/:id/project`: the project of an accepted proposal. */
export type ProposalProjectBody = {
  code: string;
  name: string;
  manager_id: string | null;
  start_date: string | null;
  end_date: string | null;
};

export type MadeProject = NonNullable<Proposal['project']>;

/** Creates the project, then reads the proposal again: its `project` is the link the page shows. */
export async function createProposalProject(id: string, body: ProposalProjectBody): Promise<MadeProject | null> {
  await apiPost<unknown>(`/api/crm/proposals/${id}/project`, body);
  return (await getProposal(id)).project;
}

export function useCreateProposalProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: ProposalProjectBody }) => createProposalProject(id, body),
    onSuccess: (_project, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: proposalKey(id) }),
        invalidateKeys(queryClient, PROPOSAL_VIEWS),
      ]),
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
