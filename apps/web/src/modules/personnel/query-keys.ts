import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * The first key of every query of each personnel area, in one place: a change in one area refreshes the areas
 * that show what it changed (DESIGN.md §4.6: mutations invalidate by query keys) without importing them.
 */
export const PERSONNEL_KEYS = {
  employees: ['personnel', 'employees'],
  departments: ['personnel', 'departments'],
  orgchart: ['personnel', 'orgchart'],
  allocation: ['personnel', 'allocation'],
  jobLevels: ['personnel', 'job-levels'],
  skills: ['personnel', 'skills'],
  performance: ['personnel', 'performance'],
  // Queries of the skills and performance areas that list the active staff, named here so the people area can
  // refresh them when someone joins or leaves.
  skillMatrix: ['personnel', 'skills', 'matrix'],
  whoKnows: ['personnel', 'skills', 'who-knows'],
  reviewCandidates: ['personnel', 'performance', 'candidates'],
} as const satisfies Record<string, QueryKey>;

/** Marks the queries under these keys stale; the ones on screen refetch at once. */
export function invalidateKeys(queryClient: QueryClient, keys: readonly QueryKey[]) {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Query strings without empty values (nor `false`: an unset switch is left out, not sent). */
export function queryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '' && value !== false) params.set(key, String(value));
  }
  return params.size > 0 ? `?${params}` : '';
}
