import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { CONTRACT_VIEWS, invalidateKeys } from '../../query-keys';

/** Deletes a draft none of whose milestones is on a pre-invoice; anything else answers 409. */
export const deleteContract = (id: string) => apiDelete<null>(`/api/crm/contracts/${id}`);

export function useDeleteContract() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteContract, onSuccess: () => invalidateKeys(queryClient, CONTRACT_VIEWS) });
}
