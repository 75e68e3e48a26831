import type { Contract, ContractCreate, ContractUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost } from '@/platform/api-client';
import { CONTRACT_VIEWS, invalidateKeys } from '../../query-keys';

export const createContract = (body: ContractCreate) => apiPost<Contract>('/api/crm/contracts', body);

/** Only the changed fields, with the version the form was loaded with: a newer one answers 409. */
export const updateContract = (id: string, body: ContractUpdate) =>
  apiPatch<Contract>(`/api/crm/contracts/${id}`, body);

export type SaveContractArgs = { id: null; body: ContractCreate } | { id: string; body: ContractUpdate };

/** The create and edit form's save. */
export function useSaveContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: SaveContractArgs) =>
      args.id === null ? createContract(args.body) : updateContract(args.id, args.body),
    onSuccess: () => invalidateKeys(queryClient, CONTRACT_VIEWS),
  });
}
