import type { Project, ProjectInput, ProjectUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '@/platform/api-client';
import { PROJECTS_KEY } from './keys';

export const createProject = (body: ProjectInput) => apiPost<Project>('/api/projects', body);
export const updateProject = (id: string, body: ProjectUpdate) => apiPut<Project>(`/api/projects/${id}`, body);

/** Creates (no id) or updates a project, then refreshes every projects query. */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ProjectInput }) =>
      id ? updateProject(id, body) : createProject(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiDelete<null>(`/api/projects/${id}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}

export function useRestoreProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiPost<Project>(`/api/projects/${id}/restore`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
