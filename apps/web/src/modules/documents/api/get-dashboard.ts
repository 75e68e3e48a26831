import type { DocumentDashboard } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { DOCUMENTS_KEY } from './keys';

export const getDashboard = (signal?: AbortSignal) => apiGet<DocumentDashboard>('/api/documents/dashboard', { signal });

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: [...DOCUMENTS_KEY, 'dashboard'], queryFn: ({ signal }) => getDashboard(signal) });

/** `GET /api/documents/dashboard`: recent, mine, shared with me, expiring and storage, in one call. */
export function useDashboard() {
  return useSuspenseQuery(dashboardQueryOptions());
}
