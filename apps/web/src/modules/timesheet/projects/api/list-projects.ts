import type { Pagination, Project, ProjectListQuery } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '@/platform/api-client';
import { PROJECTS_KEY, queryString } from './keys';

export type ProjectsQuery = Partial<z.input<typeof ProjectListQuery>>;
export type ProjectsPage = { items: Project[]; pagination: Pagination };

export const listProjects = (query: ProjectsQuery, signal?: AbortSignal) =>
  apiGet<ProjectsPage>(`/api/projects${queryString(query)}`, { signal });

export const projectsQueryOptions = (query: ProjectsQuery) =>
  queryOptions({ queryKey: [...PROJECTS_KEY, 'list', query], queryFn: ({ signal }) => listProjects(query, signal) });

/** The previous page stays on screen (dimmed) while the next one loads. */
export function useProjects(query: ProjectsQuery) {
  return useQuery({ ...projectsQueryOptions(query), placeholderData: keepPreviousData });
}
