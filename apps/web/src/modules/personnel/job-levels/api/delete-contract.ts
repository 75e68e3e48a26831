import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { invalidateKeys } from '../../query-keys';
import { JOB_LEVEL_VIEWS, JOB_LEVELS_API } from './keys';

export const deleteContract = (id: string) => apiDelete<null>(`${JOB_LEVELS_API}/${id}`);

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContract, onSuccess: () => invalidateKeys(queryClient, JOB_LEVEL_VIEWS) });
}
