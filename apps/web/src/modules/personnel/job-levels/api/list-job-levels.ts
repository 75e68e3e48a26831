import type { CcnlContract } from '@portale/shared';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { apiGet } from '@/platform/api-client';
import { JOB_LEVELS_API, JOB_LEVELS_KEY } from './keys';

export const listJobLevels = (signal?: AbortSignal) => apiGet<CcnlContract[]>(JOB_LEVELS_API, { signal });

export const jobLevelsQueryOptions = () =>
  queryOptions({ queryKey: JOB_LEVELS_KEY, queryFn: ({ signal }) => listJobLevels(signal) });

/** The contracts the route loader prefetched. */
export function useJobLevels() {
  return useSuspenseQuery(jobLevelsQueryOptions());
}
