import type { Project, ProjectInput, ProjectUpdate } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, apiPut } from '@/platform/api-client';
import { PROJECTS_KEY } from './keys';

export const createProject = (body: ProjectInput) => apiPost<Project>('/api/projects', body);
export const updateProject = (id: string, body: ProjectUpdate) => apiPut<Project>(`/api/projects/${id}`, body);

/**
 * Creates (no id) or updates a project. A project shows everywhere here (list, filters' clients and tags, its
 * page, the dashboard cards), so every projects query refreshes.
 */
export function useSaveProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: ProjectInput }) =>
      id ? updateProject(id, body) : createProject(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
