import type { BillableClientList } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import type { UseComboOptions } from '../components/search-combobox';
import { API, PRE_INVOICES_KEY } from './keys';

/** Live clients by name, partita IVA or codice fiscale (manage_invoices: no CRM permission needed). */
export const billableClients = (q: string, signal?: AbortSignal) =>
  apiGet<BillableClientList>(`${API}/sources/clients${queryString({ q })}`, { signal });

export const billableClientsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...PRE_INVOICES_KEY, 'sources', 'clients', q],
    queryFn: ({ signal }) => billableClients(q, signal),
    staleTime: 30_000,
  });

/** The client picker's options, asked for while its list is open. */
export const useBillableClientOptions: UseComboOptions = (q, open) => {
  const query = useQuery({ ...billableClientsQueryOptions(q), enabled: open, placeholderData: keepPreviousData });
  return {
    options: (query.data?.items ?? []).map((client) => ({
      id: client.id,
      label: client.name,
      detail: [client.vat_number ?? client.tax_code, client.city].filter(Boolean).join(' · ') || undefined,
    })),
    pending: query.isFetching,
  };
};
