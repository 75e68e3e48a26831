import type { DocumentDashboard } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { DOCUMENTS_KEY } from './keys';

export const getDashboard = (signal?: AbortSignal) => apiGet<DocumentDashboard>('/api/documents/dashboard', { signal });

const drawing = (dashboard: DocumentDashboard | undefined) =>
  [dashboard?.recent, dashboard?.mine, dashboard?.shared_with_me, dashboard?.expiring].some((rows) =>
    rows?.some((row) => row.thumbnail_pending),
  );

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: [...DOCUMENTS_KEY, 'dashboard'],
    queryFn: ({ signal }) => getDashboard(signal),
    // A thumbnail still being drawn (the demo's first minute, a fresh upload) replaces its icon when done.
    refetchInterval: (query) => (drawing(query.state.data) ? 3000 : false),
  });

/** `GET /api/documents/dashboard`: recent, mine, shared with me, expiring and storage, in one call. */
export function useDashboard() {
  return useSuspenseQuery(dashboardQueryOptions());
}
