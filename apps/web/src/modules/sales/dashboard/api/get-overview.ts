import { CLIENT_STATUSES, type ClientListItem, type ClientStatus } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { listClients } from '../../clients/api/list-clients';
import { SALES_KEYS } from '../../query-keys';

export const OVERVIEW_LIST_SIZE = 5;

export type CrmOverview = {
  /** Live (not archived) clients per status. */
  byStatus: Record<ClientStatus, number>;
  newest: ClientListItem[];
  /** Leads untouched the longest: the ones to call back first. */
  staleLeads: ClientListItem[];
};

/**
 * The CRM dashboard's figures, read from the clients list itself (its totals and sorts) so they always agree with
 * what the list shows; under the clients key, so any client change refreshes them.
 */
export async function getCrmOverview(signal?: AbortSignal): Promise<CrmOverview> {
  const [counts, newest, staleLeads] = await Promise.all([
    Promise.all(CLIENT_STATUSES.map((status) => listClients({ status, per_page: 1 }, signal))),
    listClients({ sort: '-created_at', per_page: OVERVIEW_LIST_SIZE }, signal),
    listClients({ status: 'lead', sort: 'updated_at', per_page: OVERVIEW_LIST_SIZE }, signal),
  ]);
  const byStatus = Object.fromEntries(
    CLIENT_STATUSES.map((status, index) => [status, counts[index]?.pagination.total ?? 0]),
  ) as Record<ClientStatus, number>;
  return { byStatus, newest: newest.items, staleLeads: staleLeads.items };
}

export const crmOverviewQueryOptions = () =>
  queryOptions({ queryKey: [...SALES_KEYS.clients, 'overview'], queryFn: ({ signal }) => getCrmOverview(signal) });

export function useCrmOverview() {
  return useSuspenseQuery(crmOverviewQueryOptions());
}
