import type { FeatureFlag } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

export const getFeatureFlags = (signal?: AbortSignal) => apiGet<FeatureFlag[]>('/api/admin/feature-flags', { signal });

export const featureFlagsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'feature-flags'], queryFn: ({ signal }) => getFeatureFlags(signal) });

export function useFeatureFlags() {
  return useQuery(featureFlagsQueryOptions());
}
