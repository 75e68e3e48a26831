import type { Project } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { projectKey } from './keys';

export const getProject = (id: string, signal?: AbortSignal) => apiGet<Project>(`/api/projects/${id}`, { signal });

export const projectQueryOptions = (id: string) =>
  queryOptions({ queryKey: projectKey(id), queryFn: ({ signal }) => getProject(id, signal) });

/** The project of the page, prefetched by its route loader. */
export function useProject(id: string) {
  return useSuspenseQuery(projectQueryOptions(id));
}
