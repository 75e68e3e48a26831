import type { ClientPortalOverview } from '@portale/shared';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { isApiError } from '@/platform/api-error';
import { portalKey } from './keys';

export const getPortalOverview = (signal?: AbortSignal) =>
  apiGet<ClientPortalOverview>('/api/client-portal/overview', { signal });

export const portalOverviewQueryOptions = () =>
  queryOptions({ queryKey: portalKey('overview'), queryFn: ({ signal }) => getPortalOverview(signal) });

export function usePortalOverview() {
  return useSuspenseQuery(portalOverviewQueryOptions());
}

/**
 * Whether the portal's cards belong on the dashboard: the account reaches the portal (a client account linked to
 * its company). Not while loading, not after a 404 (no company linked); after any other failure yes, so the cards
 * show the failure with 'Riprova'. Never suspends.
 */
export function useHasClientPortal(): boolean {
  const overview = useQuery(portalOverviewQueryOptions());
  if (overview.isSuccess) return true;
  return overview.isError && !(isApiError(overview.error) && overview.error.status === 404);
}
