import type { ProjectMember, ProjectMembersInput } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPut } from '@/platform/api-client';
import { projectKey } from './keys';
import { myProjectsQueryOptions } from './my-projects';

export const saveMembers = (projectId: string, body: ProjectMembersInput) =>
  apiPut<ProjectMember[]>(`/api/projects/${projectId}/members`, body);

/** The whole team at once; the project's tabs and the "I miei progetti" card (who belongs) follow. */
export function useSaveMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, body }: { projectId: string; body: ProjectMembersInput }) => saveMembers(projectId, body),
    onSuccess: (_members, { projectId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
        queryClient.invalidateQueries({ queryKey: myProjectsQueryOptions().queryKey }),
      ]),
  });
}
