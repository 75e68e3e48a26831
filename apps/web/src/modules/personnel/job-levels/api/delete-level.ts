import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { invalidateKeys } from '../../query-keys';
import { JOB_LEVEL_VIEWS, JOB_LEVELS_API } from './keys';

export const deleteLevel = (contractId: string, id: string) =>
  apiDelete<null>(`${JOB_LEVELS_API}/${contractId}/levels/${id}`);

export function useDeleteLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contractId, id }: { contractId: string; id: string }) => deleteLevel(contractId, id),
    onSuccess: () => invalidateKeys(queryClient, JOB_LEVEL_VIEWS),
  });
}
