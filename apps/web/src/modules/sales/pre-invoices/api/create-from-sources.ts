import type { PreInvoice, PreInvoiceFromHours, PreInvoiceFromMilestones } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { invalidateKeys, PRE_INVOICE_VIEWS } from '../../query-keys';
import { API, preInvoiceKey } from './keys';

/** `POST …/from-milestones`: one line per milestone; the milestones then point at the new pre-invoice. */
export const createFromMilestones = (body: PreInvoiceFromMilestones) =>
  apiPost<PreInvoice>(`${API}/from-milestones`, body);

/** `POST …/from-hours`: one line per person for the approved billable hours of the period. */
export const createFromHours = (body: PreInvoiceFromHours) => apiPost<PreInvoice>(`${API}/from-hours`, body);

export type CreateFromSourceArgs =
  | { source: 'milestones'; body: PreInvoiceFromMilestones }
  | { source: 'ore'; body: PreInvoiceFromHours };

export function useCreateFromSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (args: CreateFromSourceArgs) =>
      args.source === 'milestones' ? createFromMilestones(args.body) : createFromHours(args.body),
    onSuccess: (saved) => {
      queryClient.setQueryData(preInvoiceKey(saved.id), saved);
      return invalidateKeys(queryClient, PRE_INVOICE_VIEWS);
    },
  });
}
