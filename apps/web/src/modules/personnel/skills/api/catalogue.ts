import type { DepartmentSkillTargetInput, SkillCatalogue, SkillCategoryInput, SkillFormInput } from '@portale/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/platform/api-client';
import { SKILLS_KEY } from './keys';

const BASE = '/api/personnel/skills';

export const catalogueQueryOptions = () =>
  queryOptions({
    queryKey: [...SKILLS_KEY, 'catalogue'],
    queryFn: ({ signal }) => apiGet<SkillCatalogue>(BASE, { signal }),
  });

export const useSkillCatalogue = () => useQuery(catalogueQueryOptions());

/** Every catalogue change answers with the whole catalogue; levels and matrix depend on it too. */
type CatalogueChange =
  | { kind: 'skill'; id?: string; body: SkillFormInput }
  | { kind: 'delete-skill'; id: string }
  | { kind: 'category'; id?: string; body: SkillCategoryInput }
  | { kind: 'delete-category'; id: string }
  | { kind: 'target'; body: DepartmentSkillTargetInput }
  | { kind: 'delete-target'; department_id: string; skill_id: string };

function send(change: CatalogueChange): Promise<SkillCatalogue> {
  switch (change.kind) {
    case 'skill':
      return change.id ? apiPut(`${BASE}/${change.id}`, change.body) : apiPost(BASE, change.body);
    case 'delete-skill':
      return apiDelete(`${BASE}/${change.id}`);
    case 'category':
      return change.id
        ? apiPut(`${BASE}/categories/${change.id}`, change.body)
        : apiPost(`${BASE}/categories`, change.body);
    case 'delete-category':
      return apiDelete(`${BASE}/categories/${change.id}`);
    case 'target':
      return apiPut(`${BASE}/targets`, change.body);
    case 'delete-target':
      return apiDelete(`${BASE}/targets/${change.department_id}/${change.skill_id}`);
  }
}

export function useChangeCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (data) => {
      queryClient.setQueryData(catalogueQueryOptions().queryKey, data);
      return queryClient.invalidateQueries({ queryKey: SKILLS_KEY });
    },
  });
}
