import type { SkillMatrix, ValidationQueue, WhoKnowsPerson } from '@portale/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { queryString, SKILLS_KEY } from './keys';

export const validationQueueQueryOptions = () =>
  queryOptions({
    queryKey: [...SKILLS_KEY, 'validations'],
    queryFn: ({ signal }) => apiGet<ValidationQueue>('/api/personnel/skills/validations', { signal }),
  });
export const useValidationQueue = () => useQuery(validationQueueQueryOptions());

export type MatrixFilters = { department_id?: string; category_id?: string; skill_id?: string; only_gaps?: boolean };

export const matrixQueryOptions = (filters: MatrixFilters) =>
  queryOptions({
    queryKey: [...SKILLS_KEY, 'matrix', filters],
    queryFn: ({ signal }) => apiGet<SkillMatrix>(`/api/personnel/skills/matrix${queryString(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const useSkillMatrix = (filters: MatrixFilters) => useQuery(matrixQueryOptions(filters));

export type WhoKnowsFilters = { skill_id?: string; min_level?: number; validated_only?: boolean };

export const whoKnowsQueryOptions = (filters: WhoKnowsFilters) =>
  queryOptions({
    queryKey: [...SKILLS_KEY, 'who-knows', filters],
    queryFn: ({ signal }) =>
      apiGet<WhoKnowsPerson[]>(`/api/personnel/skills/who-knows${queryString(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
export const useWhoKnows = (filters: WhoKnowsFilters) =>
  useQuery({ ...whoKnowsQueryOptions(filters), enabled: Boolean(filters.skill_id) });
