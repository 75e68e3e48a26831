import type { ProjectMember } from '@portale/shared';
import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { projectKey } from './keys';

export const getMembers = (projectId: string, signal?: AbortSignal) =>
  apiGet<ProjectMember[]>(`/api/projects/${projectId}/members`, { signal });

export const membersQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: [...projectKey(projectId), 'members'],
    queryFn: ({ signal }) => getMembers(projectId, signal),
  });

/** The team with roles, allocations and hours: the "Team" tab and the edit form. */
export function useMembers(projectId: string) {
  return useSuspenseQuery(membersQueryOptions(projectId));
}

/** Without suspending: the task filters' and dialog's assignees fill in when the team arrives. */
export function useMemberOptions(projectId: string) {
  return useQuery(membersQueryOptions(projectId)).data;
}
