import type { ProjectTime } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { projectKey } from './keys';

export const getProjectTime = (projectId: string, signal?: AbortSignal) =>
  apiGet<ProjectTime>(`/api/projects/${projectId}/time`, { signal });

export const timeQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...projectKey(projectId), 'time'],
    queryFn: ({ signal }) => getProjectTime(projectId, signal),
  });

/** The "Ore" tab: hours by person and ISO week. */
export function useProjectTime(projectId: string) {
  return useSuspenseQuery(timeQueryOptions(projectId));
}
