import type { TenantConfig, TenantConfigUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/platform/api-client';
import { refreshConfig } from '@/platform/config-store';
import { adminConfigQueryOptions } from './get-admin-config';

export const updateConfig = (body: TenantConfigUpdate) => apiPut<TenantConfig>('/api/admin/config', body);

/** The saved document replaces the cached one, and the public configuration the whole app reads is re-read. */
export function useUpdateConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConfig,
    onSuccess: async (config) => {
      queryClient.setQueryData(adminConfigQueryOptions().queryKey, config);
      await refreshConfig();
    },
  });
}
