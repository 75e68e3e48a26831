import type { Task, TaskListQuery } from '@portale/shared';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString } from '../../query-string';
import { projectKey } from './keys';

export const tasksKey = (projectId: string) => [...projectKey(projectId), 'tasks'] as const;

export const listTasks = (projectId: string, query: TaskListQuery, signal?: AbortSignal) =>
  apiGet<Task[]>(`/api/projects/${projectId}/tasks${queryString(query)}`, { signal });

export const tasksQueryOptions = (projectId: string, query: TaskListQuery) =>
  queryOptions({
    queryKey: [...tasksKey(projectId), query],
    queryFn: ({ signal }) => listTasks(projectId, query, signal),
  });

/** The tasks for the URL's filters (the route loader prefetches them when the tab is open). */
export function useTasks(projectId: string, query: TaskListQuery) {
  return useSuspenseQuery(tasksQueryOptions(projectId, query));
}

/** Every task of the project, without suspending: a link can open any task, whatever the filters show. */
export function useAllTasks(projectId: string) {
  return useQuery(tasksQueryOptions(projectId, {})).data;
}
