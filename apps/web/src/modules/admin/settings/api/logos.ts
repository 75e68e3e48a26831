import type { LogoVariant, TenantConfig } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiDelete, apiUpload } from '@/platform/api-client';
import { refreshConfig } from '@/platform/config-store';
import { adminConfigQueryOptions } from './get-admin-config';

type Variant = z.infer<typeof LogoVariant>;

export function uploadLogo({ variant, file }: { variant: Variant; file: File }) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiUpload<TenantConfig>(`/api/admin/config/logo/${variant}`, form);
}

export const removeLogo = (variant: Variant) => apiDelete<TenantConfig>(`/api/admin/config/logo/${variant}`);

function useConfigMutation<T>(mutationFn: (input: T) => Promise<TenantConfig>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (config) => {
      queryClient.setQueryData(adminConfigQueryOptions().queryKey, config);
      // The header, login page and public site show the logo from the public configuration.
      await refreshConfig();
    },
  });
}

export const useUploadLogo = () => useConfigMutation(uploadLogo);
export const useRemoveLogo = () => useConfigMutation(removeLogo);
