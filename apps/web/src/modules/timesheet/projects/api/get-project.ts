import type { Project } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { projectKey } from './keys';

export const projectQueryOptions = (id: string) =>
  queryOptions({
    queryKey: projectKey(id),
    queryFn: ({ signal }) => apiGet<Project>(`/api/projects/${id}`, { signal }),
  });

export const useProject = (id: string) => useQuery(projectQueryOptions(id));
