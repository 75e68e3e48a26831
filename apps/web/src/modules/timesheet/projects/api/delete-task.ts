import { useMutation } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { useTaskRefresh } from './task-refresh';

export const deleteTask = (id: string) => apiDelete<null>(`/api/tasks/${id}`);

export function useDeleteTask(projectId: string) {
  const refresh = useTaskRefresh(projectId);
  return useMutation({ mutationFn: deleteTask, onSuccess: refresh });
}
