import type { CcnlContract, CcnlContractFormInput, CcnlLevelFormInput } from '@portale/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/platform/api-client';

const BASE = '/api/personnel/job-levels';

export const jobLevelsQueryOptions = () =>
  queryOptions({
    queryKey: ['personnel', 'job-levels'],
    queryFn: ({ signal }) => apiGet<CcnlContract[]>(BASE, { signal }),
  });

export const useJobLevels = () => useQuery(jobLevelsQueryOptions());

export type JobLevelChange =
  | { kind: 'contract'; id?: string; body: CcnlContractFormInput }
  | { kind: 'delete-contract'; id: string }
  | { kind: 'level'; contractId: string; id?: string; body: CcnlLevelFormInput }
  | { kind: 'delete-level'; contractId: string; id: string };

function send(change: JobLevelChange): Promise<unknown> {
  switch (change.kind) {
    case 'contract':
      return change.id ? apiPut(`${BASE}/${change.id}`, change.body) : apiPost(BASE, change.body);
    case 'delete-contract':
      return apiDelete(`${BASE}/${change.id}`);
    case 'level':
      return change.id
        ? apiPut(`${BASE}/${change.contractId}/levels/${change.id}`, change.body)
        : apiPost(`${BASE}/${change.contractId}/levels`, change.body);
    case 'delete-level':
      return apiDelete(`${BASE}/${change.contractId}/levels/${change.id}`);
  }
}

/** HR's edits of contracts and levels; each refreshes the whole catalogue. */
export function useChangeJobLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobLevelsQueryOptions().queryKey }),
  });
}
