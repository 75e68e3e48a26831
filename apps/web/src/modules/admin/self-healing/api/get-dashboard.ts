import type { SelfHealingDashboard } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { SELF_HEALING_KEY } from './keys';

/** The health job recomputes every few minutes; the page follows without a reload. */
export const DASHBOARD_REFRESH_MS = 60_000;

export const getDashboard = (signal?: AbortSignal) =>
  apiGet<SelfHealingDashboard>('/api/self-healing/dashboard', { signal });

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: [...SELF_HEALING_KEY, 'dashboard'], queryFn: ({ signal }) => getDashboard(signal) });

export function useDashboard() {
  return useSuspenseQuery({ ...dashboardQueryOptions(), refetchInterval: DASHBOARD_REFRESH_MS });
}
