import type { TenantConfig } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

export const getAdminConfig = (signal?: AbortSignal) => apiGet<TenantConfig>('/api/admin/config', { signal });

export const adminConfigQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'config'], queryFn: ({ signal }) => getAdminConfig(signal) });

export function useAdminConfig() {
  return useSuspenseQuery(adminConfigQueryOptions());
}
