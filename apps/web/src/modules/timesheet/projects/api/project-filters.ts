import type { ProjectFilterOptions } from '@portale/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PROJECTS_KEY } from './keys';

export const projectFiltersQueryOptions = () =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'filters'],
    queryFn: ({ signal }) => apiGet<ProjectFilterOptions>('/api/projects/filters', { signal }),
    staleTime: 60_000,
  });

export const useProjectFilters = () => useQuery(projectFiltersQueryOptions());
