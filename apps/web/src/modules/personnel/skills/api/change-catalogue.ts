import type { DepartmentSkillTargetInput, SkillCatalogue, SkillCategoryInput, SkillFormInput } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '@/platform/api-client';
import { catalogueQueryOptions } from './get-catalogue';
import { SKILLS_API as BASE, SKILLS_KEY } from './keys';

// HR's edits of the catalogue: six endpoints that all answer with the whole catalogue, so one hook with one
// pending state serves the tab's dialogs and removals.

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

/** The catalogue shows the server's answer at once; levels and the matrix, which name skills, refresh. */
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
