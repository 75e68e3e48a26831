import type { ClientPortalPreInvoiceList } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { portalKey } from './keys';

export const listPortalPreInvoices = (signal?: AbortSignal) =>
  apiGet<ClientPortalPreInvoiceList>('/api/client-portal/pre-invoices', { signal });

export const portalPreInvoicesQueryOptions = () =>
  queryOptions({ queryKey: portalKey('pre-invoices'), queryFn: ({ signal }) => listPortalPreInvoices(signal) });

export function usePortalPreInvoices() {
  return useSuspenseQuery(portalPreInvoicesQueryOptions());
}
