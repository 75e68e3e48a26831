import type { Task, TaskInput, TaskUpdate } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/platform/api-client';
import { useTaskRefresh } from './task-refresh';

export const saveTask = (projectId: string, id: string | null, body: TaskInput | TaskUpdate) =>
  id ? apiPut<Task>(`/api/tasks/${id}`, body) : apiPost<Task>(`/api/projects/${projectId}/tasks`, body);

/** Creates (no id) or updates a task of the project. */
export function useSaveTask(projectId: string) {
  const refresh = useTaskRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: TaskInput | TaskUpdate }) => saveTask(projectId, id, body),
    onSuccess: refresh,
  });
}
