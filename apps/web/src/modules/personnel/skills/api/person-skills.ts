import type { PersonSkills, SelfAssessmentInput } from '@portale/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiGet, apiPost, apiPut } from '@/platform/api-client';
import { SKILLS_KEY } from './keys';

const personPath = (userId: string) => `/api/personnel/skills/people/${userId}`;

export const personSkillsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...SKILLS_KEY, 'person', userId],
    queryFn: ({ signal }) => apiGet<PersonSkills>(personPath(userId), { signal }),
  });

export const usePersonSkills = (userId: string | undefined) =>
  useQuery({ ...personSkillsQueryOptions(userId ?? ''), enabled: Boolean(userId) });

type LevelChange =
  | { kind: 'self'; userId: string; skillId: string; body: SelfAssessmentInput }
  | { kind: 'remove'; userId: string; skillId: string }
  | { kind: 'validate'; userId: string; skillId: string; level: number };

function send(change: LevelChange): Promise<PersonSkills> {
  const path = `${personPath(change.userId)}/${change.skillId}`;
  if (change.kind === 'self') return apiPut(path, change.body);
  if (change.kind === 'remove') return apiDelete(path);
  return apiPost(`${path}/validate`, { level: change.level });
}

/** Self-assessment, removal and validation: each refreshes that person's levels, the queue and the matrix. */
export function useChangeLevel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (data) => {
      queryClient.setQueryData(personSkillsQueryOptions(data.user_id).queryKey, data);
      return queryClient.invalidateQueries({ queryKey: SKILLS_KEY });
    },
  });
}
