import type { Pagination, Project, ProjectListQuery } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-string';
import { PROJECT_LISTS_KEY } from './keys';

export type ProjectsQuery = Partial<z.input<typeof ProjectListQuery>>;
export type ProjectsPage = { items: Project[]; pagination: Pagination };

export const listProjects = (query: ProjectsQuery, signal?: AbortSignal) =>
  apiGet<ProjectsPage>(`/api/projects${queryString(query)}`, { signal });

export const projectsQueryOptions = (query: ProjectsQuery) =>
  queryOptions({ queryKey: [...PROJECT_LISTS_KEY, query], queryFn: ({ signal }) => listProjects(query, signal) });

/**
 * The page of projects for the URL's search state. The route loader prefetches it before a new search state is
 * shown, so the previous page stays on screen while the next one loads.
 */
export function useProjects(query: ProjectsQuery) {
  return useSuspenseQuery(projectsQueryOptions(query));
}
