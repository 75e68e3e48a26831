import type { FeatureFlag, FeatureFlagUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/platform/api-client';
import { refreshFlags } from '@/platform/flags-store';
import { featureFlagsQueryOptions } from './get-feature-flags';

export const updateFeatureFlag = (id: string, body: FeatureFlagUpdate) =>
  apiPut<FeatureFlag>(`/api/admin/feature-flags/${id}`, body);

const replaceFlag = (flags: FeatureFlag[] | undefined, id: string, change: (flag: FeatureFlag) => FeatureFlag) =>
  flags?.map((flag) => (flag.id === id ? change(flag) : flag));

/** Edits a flag from the form: the list shows the saved version. */
export function useUpdateFeatureFlag() {
  const queryClient = useQueryClient();
  const { queryKey } = featureFlagsQueryOptions();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: FeatureFlagUpdate }) => updateFeatureFlag(id, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKey, (flags) => replaceFlag(flags, saved.id, () => saved));
      await refreshFlags({ force: true });
    },
  });
}

/**
 * The row's switch: flips at once (optimistic) and flips back if the server refuses. Only the toggled
 * row is rolled back, so two switches changed in quick succession never undo each other.
 */
export function useToggleFeatureFlag() {
  const queryClient = useQueryClient();
  const { queryKey } = featureFlagsQueryOptions();
  const setEnabled = (id: string, is_enabled: boolean) =>
    queryClient.setQueryData(queryKey, (flags) => replaceFlag(flags, id, (flag) => ({ ...flag, is_enabled })));
  return useMutation({
    mutationFn: ({ id, is_enabled }: { id: string; is_enabled: boolean }) => updateFeatureFlag(id, { is_enabled }),
    onMutate: async ({ id, is_enabled }) => {
      await queryClient.cancelQueries({ queryKey });
      setEnabled(id, is_enabled);
    },
    onError: (_error, { id, is_enabled }) => setEnabled(id, !is_enabled),
    onSuccess: async (saved) => {
      queryClient.setQueryData(queryKey, (flags) => replaceFlag(flags, saved.id, () => saved));
      // This app's sidebar and guard follow at once; other open apps at their next refresh.
      await refreshFlags({ force: true });
    },
  });
}
