import type { Contract, ContractTransitionBody } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost } from '@/platform/api-client';
import { CONTRACT_VIEWS, invalidateKeys } from '../../query-keys';
import { contractKey } from './keys';

// The detail page's changes: status, the canone's milestones, linked projects. Each answers the whole contract,
// which replaces the cached one at once.

export const transitionContract = (id: string, body: ContractTransitionBody) =>
  apiPost<Contract>(`/api/crm/contracts/${id}/transition`, body);

export const generateMilestones = (id: string, version: number) =>
  apiPost<Contract>(`/api/crm/contracts/${id}/milestones/generate`, { version });

export const linkProject = (id: string, projectId: string) =>
  apiPost<Contract>(`/api/crm/contracts/${id}/projects/${projectId}`);

export const unlinkProject = (id: string, projectId: string) =>
  apiDelete<Contract>(`/api/crm/contracts/${id}/projects/${projectId}`);

export type ContractChange =
  | { kind: 'transition'; body: ContractTransitionBody }
  | { kind: 'generate'; version: number }
  | { kind: 'link'; projectId: string }
  | { kind: 'unlink'; projectId: string };

function send(id: string, change: ContractChange): Promise<Contract> {
  switch (change.kind) {
    case 'transition':
      return transitionContract(id, change.body);
    case 'generate':
      return generateMilestones(id, change.version);
    case 'link':
      return linkProject(id, change.projectId);
    case 'unlink':
      return unlinkProject(id, change.projectId);
  }
}

export function useChangeContract(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ContractChange) => send(id, change),
    onSuccess: async (contract) => {
      queryClient.setQueryData(contractKey(id), contract);
      await invalidateKeys(queryClient, CONTRACT_VIEWS);
    },
  });
}
