import type { MyTask } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PROJECTS_KEY } from './keys';

export const getMyTasks = (signal?: AbortSignal) => apiGet<MyTask[]>('/api/tasks/mine', { signal });

export const myTasksQueryOptions = () =>
  queryOptions({ queryKey: [...PROJECTS_KEY, 'my-tasks'], queryFn: ({ signal }) => getMyTasks(signal) });

/** The dashboard card's data; the dashboard shows each card inside its own boundary. */
export function useMyTasks() {
  return useSuspenseQuery(myTasksQueryOptions());
}
