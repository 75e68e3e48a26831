import type { Task, TaskMove } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { useTaskRefresh } from './task-refresh';

export const moveTask = (id: string, move: TaskMove) => apiPost<Task>(`/api/tasks/${id}/move`, move);

/** A card dragged on the board: refreshed whatever the answer, so a refused move snaps back. */
export function useMoveTask(projectId: string) {
  const refresh = useTaskRefresh(projectId);
  return useMutation({
    mutationFn: ({ id, move }: { id: string; move: TaskMove }) => moveTask(id, move),
    onSettled: refresh,
  });
}
