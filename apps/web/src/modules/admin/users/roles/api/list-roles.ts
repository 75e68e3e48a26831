import type { RolePermissions } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

export const listRoles = (signal?: AbortSignal) => apiGet<RolePermissions[]>('/api/admin/roles', { signal });

export const rolesQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'roles'], queryFn: ({ signal }) => listRoles(signal) });

export function useRoles() {
  return useSuspenseQuery(rolesQueryOptions());
}
