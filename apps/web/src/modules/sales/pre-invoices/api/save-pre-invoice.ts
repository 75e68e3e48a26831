import type { PreInvoice, PreInvoiceCreate, PreInvoiceUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPatch, apiPost } from '@/platform/api-client';
import { invalidateKeys, PRE_INVOICE_VIEWS } from '../../query-keys';
import { API, preInvoiceKey } from './keys';

/** `POST /api/invoicing/pre-invoices`: a draft typed by hand. */
export const createPreInvoice = (body: PreInvoiceCreate) => apiPost<PreInvoice>(API, body);

/** Only the changed fields of a draft, with the version the form was loaded with: a newer one answers 409. */
export const updatePreInvoice = (id: string, body: PreInvoiceUpdate) => apiPatch<PreInvoice>(`${API}/${id}`, body);

export type SavePreInvoiceArgs = { id: null; body: PreInvoiceCreate } | { id: string; body: PreInvoiceUpdate };

/** The by-hand form's save: a new draft, or the changes of one. */
export function useSavePreInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: SavePreInvoiceArgs) =>
      args.id === null ? createPreInvoice(args.body) : updatePreInvoice(args.id, args.body),
    onSuccess: (saved) => {
      queryClient.setQueryData(preInvoiceKey(saved.id), saved);
      return invalidateKeys(queryClient, PRE_INVOICE_VIEWS);
    },
  });
}
