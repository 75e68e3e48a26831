import type { CcnlContract, CcnlLevelFormInput } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/platform/api-client';
import { invalidateKeys } from '../../query-keys';
import { JOB_LEVEL_VIEWS, JOB_LEVELS_API } from './keys';

export const saveLevel = (contractId: string, id: string | undefined, body: CcnlLevelFormInput) =>
  id
    ? apiPut<CcnlContract>(`${JOB_LEVELS_API}/${contractId}/levels/${id}`, body)
    : apiPost<CcnlContract>(`${JOB_LEVELS_API}/${contractId}/levels`, body);

/** Creates (no id) or updates a level of a contract. */
export function useSaveLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, id, body }: { contractId: string; id?: string; body: CcnlLevelFormInput }) =>
      saveLevel(contractId, id, body),
    onSuccess: () => invalidateKeys(queryClient, JOB_LEVEL_VIEWS),
  });
}
