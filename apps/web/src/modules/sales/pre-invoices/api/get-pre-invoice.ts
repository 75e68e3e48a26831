import type { PreInvoice } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { API, preInvoiceKey } from './keys';

export const getPreInvoice = (id: string, signal?: AbortSignal) => apiGet<PreInvoice>(`${API}/${id}`, { signal });

export const preInvoiceQueryOptions = (id: string) =>
  queryOptions({ queryKey: preInvoiceKey(id), queryFn: ({ signal }) => getPreInvoice(id, signal) });

/** The pre-invoice with its lines, totals, milestones, steps and what the XML still lacks. */
export function usePreInvoice(id: string) {
  return useSuspenseQuery(preInvoiceQueryOptions(id));
}
