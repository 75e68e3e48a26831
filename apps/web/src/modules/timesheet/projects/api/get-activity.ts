import type { Pagination, ProjectActivity } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { projectKey } from './keys';

export type ActivityPage = { items: ProjectActivity[]; pagination: Pagination };

export const getProjectActivity = (projectId: string, page: number, signal?: AbortSignal) =>
  apiGet<ActivityPage>(`/api/projects/${projectId}/activity?page=${page}&per_page=20`, { signal });

export const activityQueryOptions = (projectId: string, page: number) =>
  queryOptions({
    queryKey: [...projectKey(projectId), 'activity', page],
    queryFn: ({ signal }) => getProjectActivity(projectId, page, signal),
  });

/** A page of the "Registro attività" tab (the page is in the URL, so the route loader prefetches it). */
export function useProjectActivity(projectId: string, page: number) {
  return useSuspenseQuery(activityQueryOptions(projectId, page));
}
