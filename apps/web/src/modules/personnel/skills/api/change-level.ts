import type { PersonSkills, SelfAssessmentInput } from '@portale/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiDelete, apiPost, apiPut } from '@/platform/api-client';
import { personSkillsPath, personSkillsQueryOptions } from './get-person-skills';
import { SKILLS_KEY } from './keys';

// A person's levels: three endpoints that all answer with that person's skills, so one hook serves the lists.

type LevelChange =
  | { kind: 'self'; userId: string; skillId: string; body: SelfAssessmentInput }
  | { kind: 'remove'; userId: string; skillId: string }
  | { kind: 'validate'; userId: string; skillId: string; level: number };

function send(change: LevelChange): Promise<PersonSkills> {
  const path = `${personSkillsPath(change.userId)}/${change.skillId}`;
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
