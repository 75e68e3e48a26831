import type { PersonSkills } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { SKILLS_API, SKILLS_KEY } from './keys';

export const personSkillsPath = (userId: string) => `${SKILLS_API}/people/${userId}`;

export const getPersonSkills = (userId: string, signal?: AbortSignal) =>
  apiGet<PersonSkills>(personSkillsPath(userId), { signal });

export const personSkillsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: [...SKILLS_KEY, 'person', userId],
    queryFn: ({ signal }) => getPersonSkills(userId, signal),
  });

/** A person's validated and self levels: 'Le mie competenze' and the person page's tab. */
export function usePersonSkills(userId: string) {
  return useSuspenseQuery(personSkillsQueryOptions(userId));
}
