import type { FeatureFlag } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

export const getFeatureFlags = (signal?: AbortSignal) => apiGet<FeatureFlag[]>('/api/admin/feature-flags', { signal });

export const featureFlagsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'feature-flags'], queryFn: ({ signal }) => getFeatureFlags(signal) });

/** Reads the flags the route loader prefetched; suspends (inside a QueryBoundary) when they are not there yet. */
export function useFeatureFlags() {
  return useSuspenseQuery(featureFlagsQueryOptions());
}
