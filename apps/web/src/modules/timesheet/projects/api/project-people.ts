import type { ProjectPerson } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PROJECTS_KEY } from './keys';

/** Active colleagues for the manager and team pickers (edit_project). */
export const projectPeopleQueryOptions = () =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'people'],
    queryFn: ({ signal }) => apiGet<ProjectPerson[]>('/api/projects/people', { signal }),
    staleTime: 5 * 60_000,
  });

export const useProjectPeople = () => useQuery(projectPeopleQueryOptions());
