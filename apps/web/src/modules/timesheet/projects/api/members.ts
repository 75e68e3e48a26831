import type { ProjectMember, ProjectMembersInput } from '@portale/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiPut } from '@/platform/api-client';
import { projectKey } from './keys';

export const membersQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...projectKey(projectId), 'members'],
    queryFn: ({ signal }) => apiGet<ProjectMember[]>(`/api/projects/${projectId}/members`, { signal }),
  });

export const useMembers = (projectId: string, enabled = true) =>
  useQuery({ ...membersQueryOptions(projectId), enabled });

export const saveMembers = (projectId: string, body: ProjectMembersInput) =>
  apiPut<ProjectMember[]>(`/api/projects/${projectId}/members`, body);

export function useSaveMembers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, body }: { projectId: string; body: ProjectMembersInput }) => saveMembers(projectId, body),
    onSuccess: (_data, { projectId }) => queryClient.invalidateQueries({ queryKey: projectKey(projectId) }),
  });
}
