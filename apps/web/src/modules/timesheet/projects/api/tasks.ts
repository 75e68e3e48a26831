import type { Task, TaskBulkUpdate, TaskInput, TaskListQuery, TaskMove, TaskUpdate } from '@portale/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/platform/api-client';
import { projectKey, queryString } from './keys';

export const tasksKey = (projectId: string) => [...projectKey(projectId), 'tasks'] as const;

export const tasksQueryOptions = (projectId: string, query: TaskListQuery) =>
  queryOptions({
    queryKey: [...tasksKey(projectId), query],
    queryFn: ({ signal }) => apiGet<Task[]>(`/api/projects/${projectId}/tasks${queryString(query)}`, { signal }),
  });

export const useTasks = (projectId: string, query: TaskListQuery) =>
  useQuery({ ...tasksQueryOptions(projectId, query), placeholderData: keepPreviousData });

/** Any task change also moves the overview, the activity log and the widgets: refresh the whole project. */
function useProjectRefresh(projectId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: projectKey(projectId) });
}

export function useSaveTask(projectId: string) {
  const refresh = useProjectRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TaskInput | TaskUpdate }) =>
      id ? apiPut<Task>(`/api/tasks/${id}`, body) : apiPost<Task>(`/api/projects/${projectId}/tasks`, body),
    onSuccess: refresh,
  });
}

export function useDeleteTask(projectId: string) {
  const refresh = useProjectRefresh(projectId);
  return useMutation({ mutationFn: (id: string) => apiDelete<null>(`/api/tasks/${id}`), onSuccess: refresh });
}

export function useMoveTask(projectId: string) {
  const refresh = useProjectRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: TaskMove }) => apiPost<Task>(`/api/tasks/${id}/move`, move),
    onSettled: refresh,
  });
}

export function useBulkUpdateTasks(projectId: string) {
  const refresh = useProjectRefresh(projectId);
  return useMutation({
    mutationFn: (body: TaskBulkUpdate) => apiPost<{ updated: number }>(`/api/projects/${projectId}/tasks/bulk`, body),
    onSuccess: refresh,
  });
}
