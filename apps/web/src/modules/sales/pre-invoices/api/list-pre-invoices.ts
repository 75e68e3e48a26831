import type { PreInvoiceList, PreInvoiceListSearch } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import { API, PRE_INVOICES_KEY } from './keys';

export const listPreInvoices = (query: PreInvoiceListSearch, signal?: AbortSignal) =>
  apiGet<PreInvoiceList>(`${API}${queryString(query)}`, { signal });

export const preInvoicesQueryOptions = (query: PreInvoiceListSearch) =>
  queryOptions({
    queryKey: [...PRE_INVOICES_KEY, 'list', query],
    queryFn: ({ signal }) => listPreInvoices(query, signal),
  });

/** The page of pre-invoices for the URL's filters, with the sums of all that match; the loader prefetches it. */
export function usePreInvoices(query: PreInvoiceListSearch) {
  return useSuspenseQuery(preInvoicesQueryOptions(query));
}
