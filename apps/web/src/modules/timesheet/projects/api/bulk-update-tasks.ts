import type { TaskBulkUpdate } from '@portale/shared';
import { useMutation } from '@tanstack/react-query';
import { apiPost } from '@/platform/api-client';
import { useTaskRefresh } from './task-refresh';

export const bulkUpdateTasks = (projectId: string, body: TaskBulkUpdate) =>
  apiPost<{ updated: number }>(`/api/projects/${projectId}/tasks/bulk`, body);

/** The list view's selection: one status, priority or assignee for many tasks. */
export function useBulkUpdateTasks(projectId: string) {
  const refresh = useTaskRefresh(projectId);
  return useMutation({ mutationFn: (body: TaskBulkUpdate) => bulkUpdateTasks(projectId, body), onSuccess: refresh });
}
