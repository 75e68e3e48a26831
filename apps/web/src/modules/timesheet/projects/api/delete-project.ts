import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete } from '@/platform/api-client';
import { PROJECTS_KEY } from './keys';

export const deleteProject = (id: string) => apiDelete<null>(`/api/projects/${id}`);

/** Soft delete (an admin can restore it); every projects query refreshes. */
export function useDeleteProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProject,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PROJECTS_KEY }),
  });
}
