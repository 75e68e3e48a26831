import type { ClientPortalPreInvoice } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { portalKey } from './keys';

export const getPortalPreInvoice = (id: string, signal?: AbortSignal) =>
  apiGet<ClientPortalPreInvoice>(`/api/client-portal/pre-invoices/${id}`, { signal });

export const portalPreInvoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: portalKey('pre-invoices', id),
    queryFn: ({ signal }) => getPortalPreInvoice(id, signal),
  });

export function usePortalPreInvoice(id: string) {
  return useSuspenseQuery(portalPreInvoiceQueryOptions(id));
}
