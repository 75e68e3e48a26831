import type { FeatureFlag } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { refreshFlags } from '@/platform/flags-store';
import { featureFlagsQueryOptions } from './get-feature-flags';

export const deleteFeatureFlag = (id: string) => apiDelete<null>(`/api/admin/feature-flags/${id}`);

export function useDeleteFeatureFlag() {
  const queryClient = useQueryClient();
  const { queryKey } = featureFlagsQueryOptions();
  return useMutation({
    mutationFn: (flag: FeatureFlag) => deleteFeatureFlag(flag.id),
    onSuccess: async (_data, flag) => {
      queryClient.setQueryData(queryKey, (flags) => flags?.filter((f) => f.id !== flag.id));
      await refreshFlags({ force: true });
    },
  });
}
