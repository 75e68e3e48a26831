import type { MyProject } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PROJECTS_KEY } from './keys';

export const getMyProjects = (signal?: AbortSignal) => apiGet<MyProject[]>('/api/projects/mine', { signal });

export const myProjectsQueryOptions = () =>
  queryOptions({ queryKey: [...PROJECTS_KEY, 'mine'], queryFn: ({ signal }) => getMyProjects(signal) });

/** The dashboard card's data; the dashboard shows each card inside its own boundary. */
export function useMyProjects() {
  return useSuspenseQuery(myProjectsQueryOptions());
}
