import type { Pagination, ProjectActivity, ProjectOverview, ProjectTime } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { projectKey } from './keys';

export const overviewQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...projectKey(projectId), 'overview'],
    queryFn: ({ signal }) => apiGet<ProjectOverview>(`/api/projects/${projectId}/overview`, { signal }),
  });
export const useProjectOverview = (projectId: string) => useQuery(overviewQueryOptions(projectId));

export const timeQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...projectKey(projectId), 'time'],
    queryFn: ({ signal }) => apiGet<ProjectTime>(`/api/projects/${projectId}/time`, { signal }),
  });
export const useProjectTime = (projectId: string) => useQuery(timeQueryOptions(projectId));

export type ActivityPage = { items: ProjectActivity[]; pagination: Pagination };
export const activityQueryOptions = (projectId: string, page: number) =>
  queryOptions({
    queryKey: [...projectKey(projectId), 'activity', page],
    queryFn: ({ signal }) =>
      apiGet<ActivityPage>(`/api/projects/${projectId}/activity?page=${page}&per_page=20`, { signal }),
  });
export const useProjectActivity = (projectId: string, page: number) =>
  useQuery({ ...activityQueryOptions(projectId, page), placeholderData: keepPreviousData });
