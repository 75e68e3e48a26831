import type { ProjectOverview } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { projectKey } from './keys';

export const getProjectOverview = (projectId: string, signal?: AbortSignal) =>
  apiGet<ProjectOverview>(`/api/projects/${projectId}/overview`, { signal });

export const overviewQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...projectKey(projectId), 'overview'],
    queryFn: ({ signal }) => getProjectOverview(projectId, signal),
  });

/** The "Panoramica" tab: hours and cost against the budget, progress, burn-down, overdue tasks. */
export function useProjectOverview(projectId: string) {
  return useSuspenseQuery(overviewQueryOptions(projectId));
}
