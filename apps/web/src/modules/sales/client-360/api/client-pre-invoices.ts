import type { PreInvoiceList } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import { client360Key, TAB_ROWS } from './keys';

/** The client's latest pre-invoices, from the pre-invoices list filtered by `client_id` (view_all_invoices). */
export const getClientPreInvoices = (id: string, signal?: AbortSignal) =>
  apiGet<PreInvoiceList>(
    `/api/invoicing/pre-invoices${queryString({ client_id: id, sort: '-number', per_page: TAB_ROWS })}`,
    { signal },
  );

export const clientPreInvoicesQueryOptions = (id: string) =>
  queryOptions({
    queryKey: client360Key(id, 'pre-invoices'),
    queryFn: ({ signal }) => getClientPreInvoices(id, signal),
  });

export function useClientPreInvoices(id: string) {
  return useSuspenseQuery(clientPreInvoicesQueryOptions(id));
}
