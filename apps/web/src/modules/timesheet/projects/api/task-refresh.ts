import { useQueryClient } from '@tanstack/react-query';
import { PROJECT_LISTS_KEY, projectKey } from './keys';
import { myProjectsQueryOptions } from './my-projects';
import { myTasksQueryOptions } from './my-tasks';

/**
 * A task change moves the project's tabs (overview, tasks, team counts, activity), the list's progress and the
 * dashboard cards (my tasks, my projects' open tasks).
 */
export function useTaskRefresh(projectId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [projectKey(projectId), PROJECT_LISTS_KEY, myTasksQueryOptions().queryKey, myProjectsQueryOptions().queryKey].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}
