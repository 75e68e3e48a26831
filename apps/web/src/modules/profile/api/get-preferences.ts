import type { UserPreferences } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

export const getPreferences = (signal?: AbortSignal) => apiGet<UserPreferences>('/api/profile/preferences', { signal });

export const preferencesQueryOptions = () =>
  queryOptions({ queryKey: ['profile', 'preferences'], queryFn: ({ signal }) => getPreferences(signal) });

export function usePreferences() {
  return useSuspenseQuery(preferencesQueryOptions());
}
