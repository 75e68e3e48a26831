import type { WhoKnowsPerson } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PERSONNEL_KEYS, queryString } from '../../query-keys';
import { SKILLS_API } from './keys';

export type WhoKnowsFilters = { skill_id?: string; min_level?: number; validated_only?: boolean };

export const getWhoKnows = (filters: WhoKnowsFilters, signal?: AbortSignal) =>
  apiGet<WhoKnowsPerson[]>(`${SKILLS_API}/who-knows${queryString(filters)}`, { signal });

// Under a key the people area knows too: someone joining or leaving refreshes it (personnel/query-keys.ts).
export const whoKnowsQueryOptions = (filters: WhoKnowsFilters) =>
  queryOptions({
    queryKey: [...PERSONNEL_KEYS.whoKnows, filters],
    queryFn: ({ signal }) => getWhoKnows(filters, signal),
  });

/** Who has the chosen skill, best first; asked only once a skill is chosen. */
export function useWhoKnows(filters: WhoKnowsFilters) {
  return useSuspenseQuery(whoKnowsQueryOptions(filters));
}
