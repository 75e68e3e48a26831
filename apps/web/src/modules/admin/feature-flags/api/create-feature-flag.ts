import type { FeatureFlag, FeatureFlagCreate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPost } from '@/platform/api-client';
import { refreshFlags } from '@/platform/flags-store';
import { featureFlagsQueryOptions } from './get-feature-flags';

export const createFeatureFlag = (body: z.input<typeof FeatureFlagCreate>) =>
  apiPost<FeatureFlag>('/api/admin/feature-flags', body);

export function useCreateFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFeatureFlag,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: featureFlagsQueryOptions().queryKey });
      // This app follows the change at once; other open apps at their next refresh.
      await refreshFlags({ force: true });
    },
  });
}
