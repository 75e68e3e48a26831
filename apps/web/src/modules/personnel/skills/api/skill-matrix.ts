import type { SkillMatrix } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { PERSONNEL_KEYS, queryString } from '../../query-keys';
import { SKILLS_API } from './keys';

export type MatrixFilters = { department_id?: string; category_id?: string; skill_id?: string; only_gaps?: boolean };

export const getSkillMatrix = (filters: MatrixFilters, signal?: AbortSignal) =>
  apiGet<SkillMatrix>(`${SKILLS_API}/matrix${queryString(filters)}`, { signal });

// Under a key the people area knows too: someone joining or leaving refreshes it (personnel/query-keys.ts).
export const matrixQueryOptions = (filters: MatrixFilters) =>
  queryOptions({
    queryKey: [...PERSONNEL_KEYS.skillMatrix, filters],
    queryFn: ({ signal }) => getSkillMatrix(filters, signal),
  });

/** People × skills for the URL's filters; the route loader prefetches it when the tab is open. */
export function useSkillMatrix(filters: MatrixFilters) {
  return useSuspenseQuery(matrixQueryOptions(filters));
}
