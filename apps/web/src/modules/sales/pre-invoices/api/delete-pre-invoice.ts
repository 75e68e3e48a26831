import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { invalidateKeys, PRE_INVOICE_VIEWS } from '../../query-keys';
import { API } from './keys';

/** Deletes a draft and frees the milestones it billed; anything past the draft answers 409. */
export const deletePreInvoice = (id: string) => apiDelete<{ freed_milestones: number }>(`${API}/${id}`);

export function useDeletePreInvoice() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePreInvoice, onSuccess: () => invalidateKeys(queryClient, PRE_INVOICE_VIEWS) });
}
