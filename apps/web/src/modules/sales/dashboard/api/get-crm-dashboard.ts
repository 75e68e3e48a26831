import type { CrmDashboard } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { SALES_KEYS } from '../../query-keys';

export const getCrmDashboard = (signal?: AbortSignal) => apiGet<CrmDashboard>('/api/crm/dashboard', { signal });

/**
 * `GET /api/crm/dashboard`: under the clients' key, which every sales change (a client, a proposal, a contract, a
 * pre-invoice) refreshes, so the figures never lag behind the lists.
 */
export const crmDashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...SALES_KEYS.clients, 'dashboard'],
    queryFn: ({ signal }) => getCrmDashboard(signal),
    staleTime: 60_000,
  });

export function useCrmDashboard() {
  return useSuspenseQuery(crmDashboardQueryOptions());
}
