import type { PermissionInfo } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

export const listPermissions = (signal?: AbortSignal) => apiGet<PermissionInfo[]>('/api/admin/permissions', { signal });

/** The catalog only changes with a new release. */
export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'permissions'],
    queryFn: ({ signal }) => listPermissions(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePermissionCatalog() {
  return useSuspenseQuery(permissionsQueryOptions());
}
