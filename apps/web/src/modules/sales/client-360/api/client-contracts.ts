import type { Pagination, SalesContractStatus, SalesContractType } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-keys';
import { client360Key, TAB_ROWS } from './keys';

/** What the tab reads of a row of `GET /api/crm/contracts` (the contracts area's `ContractListItem`). */
export interface ClientContractRow {
  id: string;
  number: string;
  title: string;
  type: SalesContractType;
  status: SalesContractStatus;
  start_date: string;
  end_date: string | null;
  auto_renew: boolean;
  /** Money: absent without view_all_invoices. */
  value_cents?: number | null;
}

/** The client's latest contracts, from the contracts list filtered by `client_id`. */
export const getClientContracts = (id: string, signal?: AbortSignal) =>
  apiGet<{ items: ClientContractRow[]; pagination: Pagination }>(
    `/api/crm/contracts${queryString({ client_id: id, sort: '-number', per_page: TAB_ROWS })}`,
    { signal },
  );

export const clientContractsQueryOptions = (id: string) =>
  queryOptions({ queryKey: client360Key(id, 'contracts'), queryFn: ({ signal }) => getClientContracts(id, signal) });

export function useClientContracts(id: string) {
  return useSuspenseQuery(clientContractsQueryOptions(id));
}
