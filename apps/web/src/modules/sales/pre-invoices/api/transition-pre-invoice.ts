import type { PreInvoice, PreInvoiceTransitionInput } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { invalidateKeys, PRE_INVOICE_VIEWS } from '../../query-keys';
import { API, preInvoiceKey } from './keys';

/** Approve, reopen, or invoice with the real invoice's number and date; the version shown, else 409. */
export const transitionPreInvoice = (id: string, body: PreInvoiceTransitionInput) =>
  apiPost<PreInvoice>(`${API}/${id}/transition`, body);

export function useTransitionPreInvoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PreInvoiceTransitionInput) => transitionPreInvoice(id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(preInvoiceKey(id), saved);
      return invalidateKeys(queryClient, PRE_INVOICE_VIEWS);
    },
  });
}
