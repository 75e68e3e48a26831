import type { MyProject, MyTask } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PROJECTS_KEY } from './keys';

export const myProjectsQueryOptions = () =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'mine'],
    queryFn: ({ signal }) => apiGet<MyProject[]>('/api/projects/mine', { signal }),
  });
export const useMyProjects = () => useSuspenseQuery(myProjectsQueryOptions());

export const myTasksQueryOptions = () =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'my-tasks'],
    queryFn: ({ signal }) => apiGet<MyTask[]>('/api/tasks/mine', { signal }),
  });
export const useMyTasks = () => useSuspenseQuery(myTasksQueryOptions());
