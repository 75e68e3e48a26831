import type { UserPreferences, UserPreferencesUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPut } from '@/platform/api-client';
import { preferencesQueryOptions } from './get-preferences';

export const updatePreferences = (body: z.input<typeof UserPreferencesUpdate>) =>
  apiPut<UserPreferences>('/api/profile/preferences', body);

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => queryClient.setQueryData(preferencesQueryOptions().queryKey, preferences),
  });
}
