import type { CcnlContract, CcnlContractFormInput } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/platform/api-client';
import { invalidateKeys } from '../../query-keys';
import { JOB_LEVEL_VIEWS, JOB_LEVELS_API } from './keys';

export const saveContract = (id: string | undefined, body: CcnlContractFormInput) =>
  id ? apiPut<CcnlContract>(`${JOB_LEVELS_API}/${id}`, body) : apiPost<CcnlContract>(JOB_LEVELS_API, body);

/** Creates (no id) or updates a CCNL contract. */
export function useSaveContract() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CcnlContractFormInput }) => saveContract(id, body),
    onSuccess: () => invalidateKeys(queryClient, JOB_LEVEL_VIEWS),
  });
}
