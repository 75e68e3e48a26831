import { type BillableContractList, formatEuro } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import type { UseComboOptions } from '../components/search-combobox';
import { FORM_TEXT } from '../form-strings';
import { API, PRE_INVOICES_KEY } from './keys';

/** Signed contracts with milestones still to bill, the next milestone first. */
export const billableContracts = (q: string, signal?: AbortSignal) =>
  apiGet<BillableContractList>(`${API}/sources/contracts${queryString({ q })}`, { signal });

export const billableContractsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: [...PRE_INVOICES_KEY, 'sources', 'contracts', q],
    queryFn: ({ signal }) => billableContracts(q, signal),
  });

/** The contract picker's options: number and title, then the client, the value and what is left to bill. */
export const useBillableContractOptions: UseComboOptions = (q, open) => {
  const query = useQuery({ ...billableContractsQueryOptions(q), enabled: open, placeholderData: keepPreviousData });
  return {
    options: (query.data?.items ?? []).map((contract) => ({
      id: contract.id,
      label: `${contract.number} · ${contract.title}`,
      detail: [
        contract.client.name,
        contract.value_cents === null ? null : formatEuro(contract.value_cents / 100),
        FORM_TEXT.milestones.toBill(contract.open_milestones),
      ]
        .filter(Boolean)
        .join(' · '),
    })),
    pending: query.isFetching,
  };
};
