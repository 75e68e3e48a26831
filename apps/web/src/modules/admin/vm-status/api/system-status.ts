import type { SystemStatus } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';

/** The page polls this often while it is visible (TanStack Query stops polling in a background tab). */
export const SYSTEM_STATUS_REFRESH_MS = 5_000;

export const getSystemStatus = (signal?: AbortSignal) => apiGet<SystemStatus>('/api/admin/system/status', { signal });

export const systemStatusQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'system-status'], queryFn: ({ signal }) => getSystemStatus(signal) });

export function useSystemStatus(paused: boolean) {
  return useSuspenseQuery({
    ...systemStatusQueryOptions(),
    refetchInterval: paused ? false : SYSTEM_STATUS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
}
