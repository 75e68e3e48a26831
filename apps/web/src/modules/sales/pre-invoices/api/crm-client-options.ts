import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { clientQueryOptions } from '../../clients/api/get-client';
import { clientChoicesQueryOptions } from '../../contracts/api/client-options';
import type { ComboOption, UseComboOptions } from '../components/search-combobox';

// The list's client filter looks among every CRM client, archived ones included (old pre-invoices bill them).

/** The CRM's clients matching what is typed, as the filter's options. */
export const useCrmClientOptions: UseComboOptions = (q, open) => {
  const query = useQuery({ ...clientChoicesQueryOptions(q), enabled: open, placeholderData: keepPreviousData });
  const options: ComboOption[] = (query.data?.items ?? []).map((client) => ({
    id: client.id,
    label: client.name,
    detail: [client.vat_number, client.city].filter(Boolean).join(' · ') || undefined,
  }));
  return { options, pending: query.isFetching };
};

/** The filtered client's name, for the field. */
export function useCrmClientName(id: string | undefined): string | undefined {
  return useQuery({ ...clientQueryOptions(id ?? ''), enabled: Boolean(id), retry: false }).data?.name;
}
